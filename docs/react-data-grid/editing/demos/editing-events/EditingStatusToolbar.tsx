import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  Toolbar,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 94);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', width: 140, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    editable: true,
  },
];

// A toolbar rendered by the grid: it subscribes without props and shows what is being edited.
function EditingStatus() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('Double-click a cell to edit it.');
  const [edits, setEdits] = React.useState(0);

  useGridEvent(apiRef, 'cellEditStart', (params) => {
    const name = apiRef.current.getRow<Employee>(params.id)?.name ?? params.id;
    setStatus(`Editing ${params.colDef.headerName} of ${name}…`);
  });
  useGridEvent(apiRef, 'cellEditStop', (params) => {
    const cancelled = params.reason === GridCellEditStopReasons.escapeKeyDown;
    setStatus(cancelled ? 'Edit cancelled.' : 'Edit closed.');
    if (!cancelled) {
      setEdits((count) => count + 1);
    }
  });

  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1 }} noWrap>
        {status}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {edits} closed this session
      </Typography>
    </Toolbar>
  );
}

export default function EditingStatusToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: EditingStatus }}
        showToolbar
      />
    </Box>
  );
}
