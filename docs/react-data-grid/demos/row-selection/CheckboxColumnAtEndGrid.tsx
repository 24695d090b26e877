import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
}

const rows: Task[] = [
  { id: 1, task: 'Renew the TLS certificate', owner: 'Ines' },
  { id: 2, task: 'Rotate the database password', owner: 'Kofi' },
  { id: 3, task: 'Archive last year’s invoices', owner: 'Ines' },
  { id: 4, task: 'Update the on-call rota', owner: 'Mirela' },
  { id: 5, task: 'Review open pull requests', owner: 'Kofi' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 130 },
  { field: 'owner', headerName: 'Owner', width: 90 },
  // Listing the checkbox column places it here instead of first, with a wider cell.
  { ...GRID_CHECKBOX_SELECTION_COL_DEF, width: 70 },
];

export default function CheckboxColumnAtEndGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection />
    </Box>
  );
}
