import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  room: string;
  celsius: number;
  humidity: number;
}

const ROOMS = ['Lobby', 'Server room', 'Lab 1', 'Lab 2', 'Cold store', 'Office 3'];
const rows: Reading[] = Array.from({ length: 100 }, (_unused, index) => ({
  id: index + 1,
  sensor: `TH-${String(index + 1).padStart(3, '0')}`,
  room: ROOMS[index % ROOMS.length] ?? '',
  celsius: Math.round((19 + 4 * Math.sin(index * 0.8)) * 10) / 10,
  humidity: 35 + ((index * 13) % 30),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 130 },
  { field: 'celsius', headerName: '°C', type: 'number', width: 90 },
  { field: 'humidity', headerName: 'Humidity %', type: 'number', width: 120 },
];

export default function AutoHeightTrapGrid() {
  const [autoHeight, setAutoHeight] = React.useState(false);
  const [renderedRows, setRenderedRows] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () =>
      setRenderedRows(container.querySelectorAll('.MuiDataGrid-row').length);
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={autoHeight}
              onChange={(event) => setAutoHeight(event.target.checked)}
            />
          }
          label="autoHeight inside a scrolling box"
        />
        <Typography variant="body2" color="text.secondary" role="status" noWrap>
          Rows in the page: {renderedRows} of {rows.length}
        </Typography>
      </Stack>
      {/* The same 360 px on screen either way: the grid's own viewport, or a box that scrolls the whole grid. */}
      <Box
        ref={containerRef}
        sx={{ height: 360, overflow: autoHeight ? 'auto' : 'hidden' }}
      >
        {autoHeight ? (
          <DataGrid rows={rows} columns={columns} autoHeight hideFooter />
        ) : (
          <DataGrid rows={rows} columns={columns} hideFooter />
        )}
      </Box>
    </Stack>
  );
}
