import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(72);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', width: 140 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

const groupingColDef: GridGroupingColDefOverride<Order> = {
  headerName: 'Customer',
  width: 200,
};

export default function PaginateGroups() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={groupingColDef}
        pagination
        pageSizeOptions={[4, 8]}
        initialState={{
          rowGrouping: { model: ['customer'] },
          columns: { columnVisibilityModel: { customer: false } },
          pagination: { paginationModel: { pageSize: 4, page: 0 } },
        }}
      />
    </Box>
  );
}
