import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid } from '@mui/x-data-grid';
import { createNumericGrid } from '../data/employees';

const data = createNumericGrid(100, 30);

export default function VirtualizationToggle() {
  const [virtualized, setVirtualized] = React.useState(true);
  const [rendered, setRendered] = React.useState({ rows: 0, cells: 0 });
  const containerRef = React.useRef<HTMLDivElement>(null);

  // Count the row and cell elements the grid has actually put in the page.
  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () => {
      const rows = container.querySelectorAll('.MuiDataGrid-row').length;
      const cells = container.querySelectorAll(
        '.MuiDataGrid-row [role="gridcell"]',
      ).length;
      setRendered((previous) =>
        previous.rows === rows && previous.cells === cells
          ? previous
          : { rows, cells },
      );
    };
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={virtualized}
              onChange={(event) => setVirtualized(event.target.checked)}
            />
          }
          label="Virtualization"
        />
        <Typography variant="body2" color="text.secondary" role="status">
          Rendered now: {rendered.rows} of {data.rows.length} rows, {rendered.cells}{' '}
          of {data.rows.length * data.columns.length} cells
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 360 }}>
        <DataGrid
          rows={data.rows}
          columns={data.columns}
          disableVirtualization={!virtualized}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
