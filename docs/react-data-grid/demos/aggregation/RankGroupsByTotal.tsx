import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from '../row-grouping/orders';

const rows = createOrders(84);

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

// The first value in the grid's current order: with applySorting, `values` follow the sort model.
const first: GridAggregationFunction<string, string> = {
  label: 'first',
  apply: ({ values }) => values[0],
  applySorting: true,
};

const columns: GridColDef<Order>[] = [
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  {
    field: 'orderDate',
    headerName: 'Ordered',
    type: 'date',
    width: 120,
    valueFormatter: (value: Date | undefined) =>
      value ? dateFormat.format(value) : '',
  },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function RankGroupsByTotal() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, first }}
        // No grid-wide row: with applySorting, 8.29.3 computes it from the first country alone.
        getAggregationPosition={(groupNode) =>
          groupNode.depth === -1 ? null : 'inline'
        }
        initialState={{
          rowGrouping: { model: ['country'] },
          columns: { columnVisibilityModel: { country: false } },
          aggregation: { model: { total: 'sum', orderNumber: 'first' } },
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
