/**
 * A fake sales API for a chain of bakeries, running in the browser. Besides filtering,
 * sorting and slicing, it groups records by `groupFields` (one level per request, chosen
 * by `groupKeys`) and computes the aggregates listed in `aggregationModel`.
 */
import type {
  GridGetRowsParams,
  GridGetRowsResponse,
  GridValidRowModel,
} from '@mui/x-data-grid-premium';
import { seededRandom } from '../data/employees';
import { filterRecords, respondLater, sortRecords } from './queryRows';

export interface Sale {
  id: number;
  region: string;
  store: string;
  category: string;
  product: string;
  month: string;
  units: number;
  revenue: number;
}

/** What the data source methods read: group rows have a key, a count and aggregates. */
export interface SalesServerRow {
  id?: number | string;
  groupKey?: string;
  childCount?: number;
  aggregates?: Record<string, number | null>;
}

const STORES: Record<string, string[]> = {
  North: ['Harbour Street', 'Old Mill'],
  South: ['Riverside', 'Market Square', 'Station Road'],
  East: ['Canal Walk', 'Hilltop'],
  West: ['Seafront', 'Orchard Lane'],
};
const PRODUCTS: [string, string, number][] = [
  ['Bread', 'Sourdough loaf', 4.5],
  ['Bread', 'Rye bread', 4],
  ['Bread', 'Baguette', 2.2],
  ['Pastry', 'Croissant', 1.9],
  ['Pastry', 'Cinnamon roll', 2.6],
  ['Cakes', 'Carrot cake slice', 3.8],
  ['Cakes', 'Lemon tart', 4.2],
  ['Drinks', 'Flat white', 3.1],
  ['Drinks', 'Fresh orange juice', 3.5],
];
const MONTHS = ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];

function createSales(): Sale[] {
  const random = seededRandom(314);
  const sales: Sale[] = [];
  Object.entries(STORES).forEach(([region, stores]) => {
    stores.forEach((store) => {
      MONTHS.forEach((month) => {
        PRODUCTS.forEach(([category, product, price]) => {
          const units = 80 + Math.floor(random() * 900);
          sales.push({
            id: sales.length + 1,
            region,
            store,
            category,
            product,
            month,
            units,
            revenue: Math.round(units * price * 100) / 100,
          });
        });
      });
    });
  });
  return sales;
}

const SALES = createSales();

/** The aggregation functions this server knows. */
function aggregate(records: Sale[], field: string, method: string): number | null {
  const values = records.map((record) => Number(record[field as keyof Sale]));
  if (method === 'size') {
    return records.length;
  }
  if (values.length === 0 || values.some(Number.isNaN)) {
    return null;
  }
  switch (method) {
    case 'sum':
      return (
        Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100
      );
    case 'avg':
      return (
        Math.round(
          (values.reduce((total, value) => total + value, 0) / values.length) * 100,
        ) / 100
      );
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
    default:
      return null;
  }
}

function aggregates(records: Sale[], model: Record<string, string> = {}) {
  const result: Record<string, number | null> = {};
  Object.entries(model).forEach(([field, method]) => {
    result[field] = aggregate(records, field, method);
  });
  return result;
}

type PivotModel = NonNullable<GridGetRowsParams['pivotModel']>;
type PivotColumn = NonNullable<GridGetRowsResponse['pivotColumns']>[number];

/** The field of a pivot column: the values of its column groups, then the value field. */
export function pivotField(columnGroupPath: string[], field: string) {
  return [...columnGroupPath, field].join('>');
}

/** One aggregate per pivot column: each combination of column values, times each value field. */
function pivotAggregates(records: Sale[], pivotModel: PivotModel) {
  const result: Record<string, number | null> = {};
  const visit = (subset: Sale[], path: string[], depth: number) => {
    const column = pivotModel.columns[depth];
    if (!column) {
      pivotModel.values.forEach(({ field, aggFunc }) => {
        result[pivotField(path, field)] = aggregate(subset, field, aggFunc);
      });
      return;
    }
    const byValue = new Map<string, Sale[]>();
    subset.forEach((sale) => {
      const key = String(sale[column.field as keyof Sale]);
      byValue.set(key, [...(byValue.get(key) ?? []), sale]);
    });
    byValue.forEach((group, key) => visit(group, [...path, key], depth + 1));
  };
  visit(records, [], 0);
  return result;
}

/** The tree of column groups: the distinct values of each pivot column, in order. */
function pivotColumnTree(
  records: Sale[],
  columns: PivotModel['columns'],
): PivotColumn[] {
  const [column, ...rest] = columns;
  if (!column) {
    return [];
  }
  const values = [
    ...new Set(records.map((sale) => String(sale[column.field as keyof Sale]))),
  ];
  values.sort((a, b) =>
    column.sort === 'desc' ? b.localeCompare(a) : a.localeCompare(b),
  );
  return values.map((value) => {
    const children = pivotColumnTree(
      records.filter((sale) => String(sale[column.field as keyof Sale]) === value),
      rest,
    );
    return children.length > 0
      ? { key: value, group: value, children }
      : { key: value, group: value };
  });
}

export interface SalesServerOptions {
  latency?: number;
}

export function fetchSales(
  params: GridGetRowsParams,
  options: SalesServerOptions = {},
): Promise<GridGetRowsResponse> {
  const { latency = 600 } = options;
  return respondLater(() => {
    const groupFields = params.groupFields ?? [];
    const groupKeys = params.groupKeys ?? [];
    const isRoot = groupKeys.length === 0;
    const start = typeof params.start === 'number' ? params.start : 0;
    const page = <T>(rows: T[]) =>
      isRoot ? rows.slice(start, params.end + 1) : rows;

    const filtered = filterRecords(SALES, params.filterModel, ['store', 'product']);
    const inGroup = filtered.filter((sale) =>
      groupKeys.every(
        (key, depth) => String(sale[groupFields[depth] as keyof Sale]) === key,
      ),
    );
    const { pivotModel } = params;
    // With pivoting, the aggregates are one per pivot column instead of one per column.
    const summarize = (records: Sale[]) =>
      pivotModel
        ? pivotAggregates(records, pivotModel)
        : aggregates(records, params.aggregationModel);
    // Totals for the footer, over every record that passes the filters.
    const aggregateRow = isRoot ? { aggregates: summarize(filtered) } : undefined;

    let rows: GridValidRowModel[];
    if (groupKeys.length < groupFields.length) {
      const field = groupFields[groupKeys.length] as keyof Sale;
      const buckets = new Map<string, Sale[]>();
      inGroup.forEach((sale) => {
        const key = String(sale[field]);
        buckets.set(key, [...(buckets.get(key) ?? []), sale]);
      });
      const groups = [...buckets].map(([key, records]) => ({
        id: `group:${[...groupKeys, key].join('/')}`,
        groupKey: key,
        childCount: records.length,
        aggregates: summarize(records),
      }));
      // Groups sort by their key, or by an aggregated value when that column is sorted.
      const sortable = new Set([
        field,
        ...Object.keys(params.aggregationModel ?? {}),
      ]);
      const order = sortRecords(
        groups.map((group) => ({
          ...group.aggregates,
          [field]: group.groupKey,
          id: group.id,
        })),
        params.sortModel.filter((item) => sortable.has(item.field)),
      ).map((group) => group.id);
      rows = [...groups].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    } else {
      rows = sortRecords(inGroup, params.sortModel);
    }
    return {
      rows: page(rows),
      // Only the top level is counted: the grid reads `rowCount` as the number of top-level rows.
      rowCount: isRoot ? rows.length : undefined,
      aggregateRow,
      pivotColumns:
        isRoot && pivotModel
          ? pivotColumnTree(filtered, pivotModel.columns)
          : undefined,
    };
  }, latency);
}
