import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellEditStartReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 93);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 220, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    editable: true,
  },
];

// Typing or Delete on a focused cell no longer replaces its value: a double-click
// or Enter opens the editor with the current value in it (the paste shortcut still
// opens it with the value cleared, for the pasted text).
const handleCellEditStart: GridEventListener<'cellEditStart'> = (params, event) => {
  if (
    params.reason === GridCellEditStartReasons.printableKeyDown ||
    params.reason === GridCellEditStartReasons.deleteKeyDown
  ) {
    event.defaultMuiPrevented = true;
  }
};

export default function NoTypeToEditGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        onCellEditStart={handleCellEditStart}
      />
    </Box>
  );
}
