import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70, sortable: false },
  {
    field: 'name',
    headerName: 'Employee',
    description: 'First and last name, as entered in the HR system',
    flex: 1,
    minWidth: 160,
  },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 120,
    filterable: false,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    align: 'center',
    headerAlign: 'center',
  },
];

export default function ColumnDefinitionBasics() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
