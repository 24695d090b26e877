import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const NOTES = [
  'Passed.',
  'Passed after a second run.',
  'Slow on the staging database; the query plan changed after the last migration.',
  'Flaky: the test waits for an animation that sometimes takes longer on CI machines.',
  'Skipped.',
  'Failed: timeout after 30 s while waiting for the payment provider sandbox to answer.',
];

// 60 nightly builds × 40 test suites, each cell a note of a different length.
const SUITES = 40;
const columns: GridColDef[] = [
  { field: 'build', headerName: 'Build', width: 100 },
  ...Array.from({ length: SUITES }, (_unused, suite) => ({
    field: `s${suite}`,
    headerName: `Suite ${suite + 1}`,
    width: 180,
  })),
];
const rows = Array.from({ length: 60 }, (_unused, index) => {
  const row: Record<string, string | number> = {
    id: index + 1,
    build: `#${4100 + index}`,
  };
  for (let suite = 0; suite < SUITES; suite += 1) {
    row[`s${suite}`] = NOTES[(index * 3 + suite * 5) % NOTES.length] ?? '';
  }
  return row;
});

const getRowHeight = () => 'auto' as const;

export default function AutoHeightColumnVirtualization() {
  const [virtualizeColumns, setVirtualizeColumns] = React.useState(false);
  const [cells, setCells] = React.useState(0);
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Count the cells in the page: all 41 columns (Build and the 40 suites) of each rendered row, or only those in view.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () =>
      setCells(
        container.querySelectorAll('.MuiDataGrid-row [role="gridcell"]').length,
      );
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
              checked={virtualizeColumns}
              onChange={(event) => setVirtualizeColumns(event.target.checked)}
            />
          }
          label="virtualizeColumnsWithAutoRowHeight"
        />
        <Typography variant="body2" color="text.secondary" role="status" noWrap>
          Cells in the page: {cells}
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 400 }}>
        <DataGrid
          // Remount on toggle so that the row heights are measured again.
          key={String(virtualizeColumns)}
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          virtualizeColumnsWithAutoRowHeight={virtualizeColumns}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
