import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 14);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
];

export default function InitiallyHiddenColumns() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          columns: { columnVisibilityModel: { id: false, startDate: false } },
        }}
      />
    </Box>
  );
}
