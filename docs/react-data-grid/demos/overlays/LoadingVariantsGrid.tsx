import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridLoadingOverlayVariant,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const allRows = createEmployees(25, 90);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function LoadingVariantsGrid() {
  const [variant, setVariant] =
    React.useState<GridLoadingOverlayVariant>('skeleton');
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Simulates a request: loading for 1.5 s, then the rows arrive.
  const load = (keepRows: boolean) => {
    if (!keepRows) {
      setRows([]);
    }
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setRows(allRows);
      setLoading(false);
    }, 1500);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={variant}
          onChange={(_event, value: GridLoadingOverlayVariant | null) =>
            value && setVariant(value)
          }
          aria-label="Loading variant"
        >
          <ToggleButton value="skeleton">Skeleton</ToggleButton>
          <ToggleButton value="linear-progress">Linear</ToggleButton>
          <ToggleButton value="circular-progress">Circular</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="contained" onClick={() => load(false)}>
          Load from empty
        </Button>
        <Button size="small" onClick={() => load(true)} disabled={rows.length === 0}>
          Refresh
        </Button>
        <Button
          size="small"
          onClick={() => setRows([])}
          disabled={rows.length === 0 || loading}
        >
          Clear rows
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant, noRowsVariant: variant } }}
        />
      </Box>
    </Stack>
  );
}
