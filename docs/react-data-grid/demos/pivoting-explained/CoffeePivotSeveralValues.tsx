import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { coffeeColumns, coffeeSales } from './coffeeSales';

// Step 4: three values per month, each with its own aggregation function.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'month' }],
  values: [
    { field: 'cups', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
    { field: 'rating', aggFunc: 'avg' },
  ],
};

export default function CoffeePivotSeveralValues() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={coffeeSales}
        columns={coffeeColumns}
        density="compact"
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        showToolbar
      />
    </Box>
  );
}
