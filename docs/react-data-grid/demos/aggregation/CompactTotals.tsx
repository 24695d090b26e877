import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 8);

const exactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

// The built-in sum, with a formatter of its own: totals read "$5.4M" in every
// column that uses sum, while the cells and the other functions keep the column's.
const compactSum: GridAggregationFunction<unknown, number> = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  valueFormatter: (value: number) => compactDollars.format(value),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, sum: compactSum };

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) =>
      value == null ? '' : exactDollars.format(value),
  },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
];

export default function CompactTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'sum' } },
          columns: { columnVisibilityModel: { department: false } },
        }}
      />
    </Box>
  );
}
