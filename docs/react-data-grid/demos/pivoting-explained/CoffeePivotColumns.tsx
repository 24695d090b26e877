import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { coffeeColumns, coffeeSales } from './coffeeSales';

// Step 2: one column group per month. The cells stay empty: no value is chosen yet.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [{ field: 'month' }],
  values: [],
};

export default function CoffeePivotColumns() {
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
