import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { COUNTRIES, createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(25, 32);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  {
    field: 'country',
    headerName: 'Country',
    width: 150,
    editable: true,
    type: 'singleSelect',
    valueOptions: COUNTRIES,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    editable: true,
  },
];

export default function RowEditingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" />
    </Box>
  );
}
