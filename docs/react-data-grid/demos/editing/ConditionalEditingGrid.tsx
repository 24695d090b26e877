import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(25, 33);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 100 },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function ConditionalEditingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={(params: GridCellParams<Employee>) => params.row.active}
        getRowClassName={(params) => (params.row.active ? '' : 'inactive-row')}
        sx={{ '& .inactive-row': { color: 'text.secondary' } }}
      />
    </Box>
  );
}
