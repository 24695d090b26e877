/**
 * A fake warehouse API whose stock levels change over time. Every request advances its
 * clock by one tick, so repeated requests see new quantities (deterministically).
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid';
import { querySlice, respondLater } from './queryRows';

export interface StockItem {
  id: number;
  sku: string;
  item: string;
  aisle: string;
  inStock: number;
  /** Number of the server tick when this quantity was read. */
  checkedAt: number;
}

const ITEMS = [
  'Pallet wrap',
  'Cardboard box S',
  'Cardboard box M',
  'Cardboard box L',
  'Packing tape',
  'Bubble mailer',
  'Label roll',
  'Void fill paper',
  'Strapping band',
  'Cable ties',
  'Corner protector',
  'Shipping pouch',
];

let tick = 0;

function stockAt(time: number): StockItem[] {
  return ITEMS.map((item, index) => ({
    id: index + 1,
    sku: `WH-${String(index + 1).padStart(3, '0')}`,
    item,
    aisle: `A${(index % 4) + 1}`,
    // Each item sells at its own pace and is restocked when it runs low.
    inStock: 500 - ((time * (index + 3) * 7) % 480),
    checkedAt: time,
  }));
}

export function fetchStock(
  params: GridGetRowsParams,
  latency = 400,
): Promise<GridGetRowsResponse> {
  return respondLater(() => {
    tick += 1;
    const { rows, matchingCount } = querySlice(stockAt(tick), params, [
      'sku',
      'item',
    ]);
    return { rows, rowCount: matchingCount };
  }, latency);
}
