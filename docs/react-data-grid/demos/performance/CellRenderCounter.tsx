import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(200, 73);

/** Counts cell renders that reached the screen, and tells its readers when the number changed. */
function createRenderCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    add: () => {
      count += 1;
      listeners.forEach((listener) => listener());
    },
    reset: () => {
      count = 0;
      listeners.forEach((listener) => listener());
    },
    get: () => count,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

type RenderCounter = ReturnType<typeof createRenderCounter>;

function CountedCell({ value, counter }: { value: string; counter: RenderCounter }) {
  // An effect without dependencies runs once per committed render of this cell.
  React.useEffect(() => counter.add());
  return <span>{value}</span>;
}

function buildColumns(counter: RenderCounter): GridColDef<Employee>[] {
  const renderCounted = (params: GridRenderCellParams<Employee, string>) => (
    <CountedCell value={params.value ?? ''} counter={counter} />
  );
  return [
    {
      field: 'name',
      headerName: 'Name',
      flex: 1,
      minWidth: 150,
      renderCell: renderCounted,
    },
    {
      field: 'department',
      headerName: 'Department',
      width: 130,
      renderCell: renderCounted,
    },
    {
      field: 'country',
      headerName: 'Country',
      width: 130,
      renderCell: renderCounted,
    },
  ];
}

// Lives beside the grid, not above it: its own updates never re-render the grid.
function RenderCount({ counter }: { counter: RenderCounter }) {
  const count = React.useSyncExternalStore(
    counter.subscribe,
    counter.get,
    counter.get,
  );
  return (
    <Typography variant="body2" role="status">
      Cell renders so far: <strong>{count}</strong>
    </Typography>
  );
}

export default function CellRenderCounter() {
  const [counter] = React.useState(createRenderCounter);
  const [memoized, setMemoized] = React.useState(true);
  const [, renderAgain] = React.useReducer((renders: number) => renders + 1, 0);

  const stableColumns = React.useMemo(() => buildColumns(counter), [counter]);
  // Without memoization, every render of this component hands the grid a new columns array.
  const columns = memoized ? stableColumns : buildColumns(counter);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={memoized}
              onChange={(event) => setMemoized(event.target.checked)}
            />
          }
          label="Memoize columns"
        />
        <Button size="small" variant="outlined" onClick={renderAgain}>
          Re-render the parent
        </Button>
        <Button size="small" onClick={counter.reset}>
          Reset count
        </Button>
      </Stack>
      <RenderCount counter={counter} />
      <Box sx={{ height: 340 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Stack>
  );
}
