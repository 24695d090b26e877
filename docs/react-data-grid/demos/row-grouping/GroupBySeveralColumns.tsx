import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 90 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'customer', headerName: 'Customer', width: 130 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function GroupBySeveralColumns() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      // Region first, then country inside each region, then category inside each country.
      rowGrouping: { model: ['region', 'country', 'category'] },
    },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={2}
      />
    </Box>
  );
}
