import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 64);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function FilterPanelLayout() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'country', operator: 'equals', value: 'Japan' }],
            },
          },
        }}
        slotProps={{
          filterPanel: {
            // The panel itself, then each filter row and its parts.
            sx: {
              '& .MuiDataGrid-filterForm': {
                gap: 1,
                p: 1.5,
                bgcolor: 'action.hover',
              },
            },
            filterFormProps: {
              columnInputProps: { sx: { width: 150 } },
              operatorInputProps: { sx: { width: 130 } },
              valueInputProps: { sx: { width: 180 } },
              deleteIconProps: {
                sx: { '& .MuiSvgIcon-root': { color: 'error.main' } },
              },
            },
          },
        }}
      />
    </Box>
  );
}
