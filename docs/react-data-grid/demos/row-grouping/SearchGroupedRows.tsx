import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function SearchGroupedRows() {
  const apiRef = useGridApiRef();
  // Region and Country are hidden while they are grouping criteria, so the search
  // only finds them in the keys of the group rows.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'country'] } },
  });

  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={-1}
        showToolbar
      />
    </Box>
  );
}
