import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(80, 19);

// A custom function: the spread between the lowest and highest salary of the group.
const salaryRange: GridAggregationFunction<number, string> = {
  label: 'range',
  columnTypes: ['number'],
  apply: ({ values }) => {
    const numbers = values.filter(
      (value): value is number => typeof value === 'number',
    );
    if (numbers.length === 0) {
      return null;
    }
    const low = Math.min(...numbers);
    const high = Math.max(...numbers);
    return `${Math.round(low / 1000)}k – ${Math.round(high / 1000)}k`;
  },
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, range: salaryRange };

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  { field: 'department', headerName: 'Department', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    // People can switch between these three in the column menu; other functions are hidden.
    availableAggregationFunctions: ['range', 'avg', 'max'],
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => (value == null ? '' : value.toFixed(2)),
  },
];

export default function CustomAggregationFunction() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{
          rowGrouping: { model: ['department'] },
          aggregation: { model: { salary: 'range', rating: 'avg' } },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
