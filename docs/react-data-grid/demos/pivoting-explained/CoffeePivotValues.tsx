import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { coffeeColumns, coffeeSales } from './coffeeSales';

// Step 3: cups sold, added up where a shop meets a month.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'month' }],
  values: [{ field: 'cups', aggFunc: 'sum' }],
};

export default function CoffeePivotValues() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGridPremium
        rows={coffeeSales}
        columns={coffeeColumns}
        density="compact"
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
