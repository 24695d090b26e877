import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(150, 51);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 150,
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
  },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 100 },
];

export default function ColumnFilteringGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'salary', operator: '>', value: 100000 }],
            },
          },
        }}
      />
    </Box>
  );
}
