import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  getGridNumericOperators,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(200, 116);

/** Moves one operator to the front: a header filter cell starts with the first operator. */
function firstOperator<T extends GridFilterOperator>(operators: T[], value: string) {
  return [...operators].sort(
    (a, b) => Number(b.value === value) - Number(a.value === value),
  );
}

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 160,
    filterOperators: firstOperator(getGridStringOperators(), 'startsWith'),
  },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    filterOperators: firstOperator(getGridNumericOperators(), '>='),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 150,
    filterOperators: firstOperator(getGridNumericOperators(), '>='),
  },
];

export default function DefaultHeaderOperators() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
