import type { GridColDef } from '@mui/x-data-grid-premium';
import type { Sale } from './fakeSalesServer';

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const units = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

// Aggregated values arrive as strings from `getAggregatedValue`, record values as numbers.
type Amount = number | string | null | undefined;
const format = (formatter: Intl.NumberFormat) => (value: Amount) =>
  value === null || value === undefined || value === ''
    ? ''
    : formatter.format(Number(value));

/** Columns of the bakery sales demos (server-side row grouping and aggregation). */
export const salesColumns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'store', headerName: 'Store', width: 130 },
  { field: 'category', headerName: 'Category', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'month', headerName: 'Month', width: 90 },
  {
    field: 'units',
    headerName: 'Units',
    type: 'number',
    width: 100,
    valueFormatter: format(units),
  },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: format(euros),
  },
];
