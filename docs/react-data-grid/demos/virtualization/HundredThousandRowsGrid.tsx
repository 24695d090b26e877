import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, GridColDef } from '@mui/x-data-grid-pro';

const ROW_COUNT = 100000;
const COLUMN_COUNT = 50;

type Row = { id: number };

// A row holds only its id. Each column works its number out of the id when the grid
// asks for a value, so five million cells take no more memory than 100 000 small objects.
const columns: GridColDef<Row, number>[] = Array.from(
  { length: COLUMN_COUNT },
  (_unused, index) => ({
    field: `c${index + 1}`,
    headerName: `Column ${index + 1}`,
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => (row.id * 31 + (index + 1) * 17) % 1000,
  }),
);

export default function HundredThousandRowsGrid() {
  const rows = React.useMemo(
    () =>
      Array.from({ length: ROW_COUNT }, (_unused, index): Row => ({
        id: index + 1,
      })),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {rows.length.toLocaleString('en-US')} rows × {columns.length} columns ={' '}
        {(rows.length * columns.length).toLocaleString('en-US')} cells
      </Typography>
      <Box sx={{ height: 480 }}>
        <DataGridPro rows={rows} columns={columns} density="compact" />
      </Box>
    </Stack>
  );
}
