import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  // People cannot group by region or stop grouping by it; the model below still can.
  { field: 'region', headerName: 'Region', width: 130, groupable: false },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function LockedGroupingCriterion() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          columns: { columnVisibilityModel: { region: false } },
        }}
      />
    </Box>
  );
}
