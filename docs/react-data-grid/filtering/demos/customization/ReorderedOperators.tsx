import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridDateOperators,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 63);

/** Picks operators by value, in the order given: the first one is the default. */
function pickOperators<T extends GridFilterOperator>(
  operators: T[],
  order: string[],
) {
  return order
    .map((value) => operators.find((operator) => operator.value === value))
    .filter((operator): operator is T => operator !== undefined);
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 110,
    // "At least" is what people ask of a rating, so it comes first.
    filterOperators: pickOperators(getGridNumericOperators(), ['>=', '<=', '=']),
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 140,
    filterOperators: pickOperators(getGridDateOperators(), ['onOrAfter', 'before']),
  },
];

export default function ReorderedOperators() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
