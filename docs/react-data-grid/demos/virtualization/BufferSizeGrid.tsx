import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// 100 machines × 30 hourly temperature readings, computed (not random) so every render agrees.
const HOURS = 30;
const columns: GridColDef[] = [
  { field: 'machine', headerName: 'Machine', width: 120 },
  ...Array.from({ length: HOURS }, (_unused, hour) => ({
    field: `h${hour}`,
    headerName: `${String(hour % 24).padStart(2, '0')}:00`,
    type: 'number' as const,
    width: 90,
  })),
];
const rows = Array.from({ length: 100 }, (_unused, index) => {
  const row: Record<string, string | number> = {
    id: index + 1,
    machine: `Press ${String(index + 1).padStart(3, '0')}`,
  };
  for (let hour = 0; hour < HOURS; hour += 1) {
    row[`h${hour}`] = Math.round(60 + 12 * Math.sin((index + 1) * 0.7 + hour / 3));
  }
  return row;
});

const BUFFERS = [0, 150, 600, 2000];

export default function BufferSizeGrid() {
  const [rowBufferPx, setRowBufferPx] = React.useState(150);
  const [columnBufferPx, setColumnBufferPx] = React.useState(150);
  const [rendered, setRendered] = React.useState({ rows: 0, cells: 0 });
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Count the rows and cells that are in the page right now.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () => {
      const renderedRows = container.querySelectorAll('.MuiDataGrid-row').length;
      const cells = container.querySelectorAll(
        '.MuiDataGrid-row [role="gridcell"]',
      ).length;
      setRendered((previous) =>
        previous.rows === renderedRows && previous.cells === cells
          ? previous
          : { rows: renderedRows, cells },
      );
    };
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <TextField
          select
          size="small"
          label="rowBufferPx"
          value={rowBufferPx}
          onChange={(event) => setRowBufferPx(Number(event.target.value))}
          sx={{ width: 150 }}
        >
          {BUFFERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="columnBufferPx"
          value={columnBufferPx}
          onChange={(event) => setColumnBufferPx(Number(event.target.value))}
          sx={{ width: 150 }}
        >
          {BUFFERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" noWrap>
        In the page: {rendered.rows} of {rows.length} rows, {rendered.cells} of{' '}
        {rows.length * columns.length} cells
      </Typography>
      <Box ref={containerRef} sx={{ height: 360 }}>
        <DataGrid
          // The grid reads the buffers when a scroll comes to rest: a new grid shows the effect at once.
          key={`${rowBufferPx}-${columnBufferPx}`}
          rows={rows}
          columns={columns}
          rowBufferPx={rowBufferPx}
          columnBufferPx={columnBufferPx}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
