import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, type SaleRecord } from './salesData';

const rows = createSales();

const currency = (value: number | null) =>
  value == null ? '' : `$${value.toLocaleString('en-US')}`;

const columns: GridColDef<SaleRecord>[] = [
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'units', headerName: 'Units', type: 'number', width: 100 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: currency,
  },
];

// Regions down the side, quarters across the top, revenue summed in the cells.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'quarter' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function SalesPivot() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={{ width: 130 }}
      />
    </Box>
  );
}
