import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// What a log API returns: no field is unique, not even the timestamp.
interface LogEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  message: string;
}

interface LogRow extends LogEntry {
  id: number;
}

const batches: LogEntry[][] = [
  [
    { time: '09:00:01', level: 'info', message: 'Worker started' },
    { time: '09:00:01', level: 'info', message: 'Connected to queue' },
    { time: '09:00:04', level: 'warn', message: 'Queue is 80% full' },
  ],
  [
    { time: '09:00:04', level: 'warn', message: 'Queue is 80% full' },
    { time: '09:00:07', level: 'error', message: 'Job 1182 timed out' },
    { time: '09:00:09', level: 'info', message: 'Job 1182 retried' },
  ],
];

const columns: GridColDef<LogRow>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 90 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function RowsWithoutIdGrid() {
  const [rows, setRows] = React.useState<LogRow[]>([]);
  const loaded = rows.length / 3;

  // Number the entries once, when they arrive, continuing after the last id.
  const loadNext = () => {
    setRows((previous) => [
      ...previous,
      ...(batches[loaded] ?? []).map((entry, index) => ({
        ...entry,
        id: previous.length + index + 1,
      })),
    ]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        disabled={loaded >= batches.length}
        onClick={loadNext}
        sx={{ mb: 1 }}
      >
        Load the next entries
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
