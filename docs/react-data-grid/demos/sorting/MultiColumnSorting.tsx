import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 13);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function MultiColumnSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{
          sorting: {
            sortModel: [
              { field: 'department', sort: 'asc' },
              { field: 'salary', sort: 'desc' },
            ],
          },
        }}
      />
    </Box>
  );
}
