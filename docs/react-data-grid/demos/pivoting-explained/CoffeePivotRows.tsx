import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { coffeeColumns, coffeeSales } from './coffeeSales';

// Step 1: one row per shop. Nothing else is asked yet.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }],
  columns: [],
  values: [],
};

export default function CoffeePivotRows() {
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
