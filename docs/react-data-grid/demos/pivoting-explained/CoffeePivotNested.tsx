import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { coffeeColumns, coffeeSales } from './coffeeSales';

// Drinks nested inside shops down the side, months across the top.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'shop' }, { field: 'drink' }],
  columns: [{ field: 'month' }],
  values: [{ field: 'revenue', aggFunc: 'sum' }],
};

export default function CoffeePivotNested() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={coffeeSales}
        columns={coffeeColumns}
        density="compact"
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        defaultGroupingExpansionDepth={1}
        pivotingColDef={{ width: 130 }}
      />
    </Box>
  );
}
