import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(120, 21);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function QuickFilterDemo() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
