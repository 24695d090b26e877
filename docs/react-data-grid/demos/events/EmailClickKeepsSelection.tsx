import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridEventListener,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(25, 17);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'email', headerName: 'Email', flex: 1.4, minWidth: 220 },
  { field: 'department', headerName: 'Department', width: 120 },
];

export default function EmailClickKeepsSelection() {
  const [selectedName, setSelectedName] = React.useState<string | null>(null);
  const [note, setNote] = React.useState(
    'Click a row to select it, then click an email address.',
  );

  // Runs before the grid's own rowClick handler, which selects the row: marking the event stops it.
  const handleRowClick = React.useCallback<GridEventListener<'rowClick'>>(
    (params, event) => {
      const clickedField = (event.target as HTMLElement)
        .closest('[data-field]')
        ?.getAttribute('data-field');
      if (clickedField === 'email') {
        event.defaultMuiPrevented = true;
        setNote(
          `Clicked ${(params.row as Employee).email}: the selection stayed as it was.`,
        );
      } else {
        setNote('The grid selected the row you clicked.');
      }
    },
    [],
  );

  const handleSelectionChange = React.useCallback((model: GridRowSelectionModel) => {
    const [id] = [...model.ids];
    setSelectedName(rows.find((row) => row.id === id)?.name ?? null);
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          onRowSelectionModelChange={handleSelectionChange}
        />
      </Box>
      <Typography variant="body2" role="status">
        Selected: {selectedName ?? 'nobody'}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap>
        {note}
      </Typography>
    </Stack>
  );
}
