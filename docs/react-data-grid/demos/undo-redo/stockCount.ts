import type { GridColDef } from '@mui/x-data-grid-premium';

/** A shelf count in a small warehouse: what the system expects and what was counted. */
export interface StockLine {
  id: number;
  sku: string;
  item: string;
  bin: string;
  expected: number;
  counted: number;
  status: 'To count' | 'Counted' | 'Recount';
}

const ITEMS: ReadonlyArray<[sku: string, item: string]> = [
  ['HX-1040', 'Hex bolt M10 × 40'],
  ['WS-0800', 'Washer M8'],
  ['NT-1200', 'Lock nut M12'],
  ['SC-0525', 'Wood screw 5 × 25'],
  ['AN-0610', 'Wall anchor 6 mm'],
  ['CB-2000', 'Cable tie 200 mm'],
  ['HG-0035', 'Door hinge 35 mm'],
  ['BR-0090', 'Angle bracket 90°'],
  ['PN-0330', 'Split pin 3 × 30'],
  ['RV-0412', 'Pop rivet 4 × 12'],
];

export function createStockLines(): StockLine[] {
  return ITEMS.map(([sku, item], index) => {
    const expected = 120 + ((index * 47) % 380);
    return {
      id: index + 1,
      sku,
      item,
      bin: `${String.fromCharCode(65 + (index % 4))}-${10 + index * 3}`,
      expected,
      counted: index % 3 === 0 ? expected : 0,
      status: index % 3 === 0 ? 'Counted' : 'To count',
    };
  });
}

export const stockColumns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', width: 180, editable: true },
  { field: 'bin', headerName: 'Bin', width: 80 },
  { field: 'expected', headerName: 'Expected', type: 'number', width: 100 },
  {
    field: 'counted',
    headerName: 'Counted',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['To count', 'Counted', 'Recount'],
    width: 120,
    editable: true,
  },
];
