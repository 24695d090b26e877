import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 91);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'role', headerName: 'Role', width: 170, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function EditingEventLog() {
  const [log, setLog] = React.useState<string[]>([]);
  const counter = React.useRef(0);

  const add = (line: string) => {
    counter.current += 1;
    const entry = `${counter.current}. ${line}`;
    setLog((previous) => [entry, ...previous].slice(0, 8));
  };

  const handleStart: GridEventListener<'cellEditStart'> = (params) => {
    add(
      `cellEditStart on ${params.field} of row ${params.id}, reason: ${params.reason ?? 'api'}`,
    );
  };

  const handleStop: GridEventListener<'cellEditStop'> = (params) => {
    add(
      `cellEditStop on ${params.field} of row ${params.id}, reason: ${params.reason ?? 'api'}`,
    );
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box sx={{ height: 400, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onCellEditStart={handleStart}
          onCellEditStop={handleStop}
        />
      </Box>
      <Paper variant="outlined" sx={{ width: { md: 300 }, p: 1.5 }}>
        <Typography variant="subtitle2">Events, newest first</Typography>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Double-click a cell, type, then press Enter, Tab or Escape, or click
            elsewhere.
          </Typography>
        ) : (
          <List dense disablePadding>
            {log.map((line) => (
              <ListItem
                key={line}
                disableGutters
                sx={{ fontFamily: 'monospace', fontSize: 12 }}
              >
                {line}
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}
