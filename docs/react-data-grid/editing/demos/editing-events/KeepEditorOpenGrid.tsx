import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 92);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'email', headerName: 'Email', width: 260, editable: true },
];

// Clicking elsewhere no longer commits: only Enter, Tab or Escape end the edit.
const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
  if (params.reason === GridCellEditStopReasons.cellFocusOut) {
    event.defaultMuiPrevented = true;
  }
};

export default function KeepEditorOpenGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} onCellEditStop={handleCellEditStop} />
    </Box>
  );
}
