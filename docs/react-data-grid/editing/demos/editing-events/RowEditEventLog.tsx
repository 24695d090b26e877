import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 92);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', width: 140, editable: true },
  { field: 'country', headerName: 'Country', width: 140, editable: true },
];

export default function RowEditEventLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const counter = React.useRef(0);

  const add = (line: string) => {
    counter.current += 1;
    const entry = `${counter.current}. ${line}`;
    setLog((previous) => [entry, ...previous].slice(0, 4));
  };

  const handleStart: GridEventListener<'rowEditStart'> = (params) => {
    add(`rowEditStart on row ${params.id}, reason: ${params.reason ?? 'api'}`);
  };

  const handleStop: GridEventListener<'rowEditStop'> = (params) => {
    // `field` is the cell that had focus when the row stopped.
    add(
      `rowEditStop on row ${params.id} (from ${params.field ?? 'no cell'}), reason: ${params.reason ?? 'api'}`,
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          onRowEditStart={handleStart}
          onRowEditStop={handleStop}
        />
      </Box>
      <Paper variant="outlined" sx={{ height: 120, p: 1.5, overflow: 'hidden' }}>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Double-click a row, move between its cells with Tab, then press Enter or
            Escape, or click another row.
          </Typography>
        ) : (
          log.map((line) => (
            <Typography
              key={line}
              variant="body2"
              noWrap
              sx={{ fontFamily: 'monospace', fontSize: 12, lineHeight: '22px' }}
            >
              {line}
            </Typography>
          ))
        )}
      </Paper>
    </Stack>
  );
}
