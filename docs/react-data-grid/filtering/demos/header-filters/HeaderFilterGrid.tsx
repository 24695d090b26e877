import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import {
  DEPARTMENTS,
  createEmployees,
  type Employee,
} from '../../../demos/data/employees';

const rows = createEmployees(200, 111);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  {
    field: 'department',
    headerName: 'Department',
    width: 140,
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
  },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 120 },
];

export default function HeaderFilterGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} headerFilters />
    </Box>
  );
}
