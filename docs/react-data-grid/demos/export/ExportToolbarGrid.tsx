import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 11);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  // Internal contact data: visible on screen, left out of exports unless their `fields` names it.
  { field: 'email', headerName: 'Email', width: 240, disableExport: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
];

export default function ExportToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: { fileName: 'employees', delimiter: ';', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
    </Box>
  );
}
