import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
  type GridPivotModel,
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
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `$${value.toLocaleString('en-US')}`,
  },
];

// Gap between the best and the worst record: how uneven the sales are.
const spread: GridAggregationFunction<number, number> = {
  label: 'spread',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter(
      (value): value is number => typeof value === 'number',
    );
    if (numbers.length === 0) {
      return null;
    }
    return Math.max(...numbers) - Math.min(...numbers);
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, spread };

const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'region', sort: 'asc' }],
  values: [
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'units', aggFunc: 'spread' },
  ],
};

export default function PivotCustomAggregation() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aggregationFunctions={aggregationFunctions}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={{ width: 120 }}
      />
    </Box>
  );
}
