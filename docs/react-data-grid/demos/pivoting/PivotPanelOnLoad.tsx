import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-premium';
import { createSales, type SaleRecord } from './salesData';

const rows = createSales();

const columns: GridColDef<SaleRecord>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 130 },
];

// The pivot is on and the pivot panel is already open beside it.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: {
      rows: [{ field: 'product' }],
      columns: [],
      values: [{ field: 'units', aggFunc: 'sum' }],
    },
  },
  sidebar: { open: true, value: GridSidebarValue.Pivot },
};

export default function PivotPanelOnLoad() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={initialState}
      />
    </Box>
  );
}
