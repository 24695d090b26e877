import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 8);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 130 },
  { field: 'department', headerName: 'Department', width: 110 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) =>
      value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => (value == null ? '' : value.toFixed(2)),
  },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 110 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function PayrollTotals() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: {
            model: {
              salary: 'sum',
              rating: 'avg',
              startDate: 'min',
              active: 'sizeTrue',
            },
          },
        }}
      />
    </Box>
  );
}
