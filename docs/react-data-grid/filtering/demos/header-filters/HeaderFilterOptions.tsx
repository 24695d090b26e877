import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(200, 112);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 130 },
  // Not filterable: its header filter cell stays empty.
  { field: 'email', headerName: 'Email', width: 220, filterable: false },
];

export default function HeaderFilterOptions() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        disableColumnFilter
        slots={{ headerFilterMenu: null }}
        // Without the menus, a clear button in each cell with a value clears it.
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
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
