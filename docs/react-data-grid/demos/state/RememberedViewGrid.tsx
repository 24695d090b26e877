import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  getGridNumericOperators,
  getGridStringOperators,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';
import { readSavedGridState, type ColumnFacts } from './savedGridState';

const STORAGE_KEY = 'x-docs-data-grid-remembered-view';
const PAGE_SIZE_OPTIONS = [10, 25];

const rows = createEmployees(60, 98);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

// What the check needs to know, known before the grid exists: the filter operators of each column type.
const stringOperators = getGridStringOperators().map((operator) => operator.value);
const numberOperators = getGridNumericOperators().map((operator) => operator.value);
const columnFacts: ColumnFacts[] = columns.map((column) => ({
  field: column.field,
  filterOperators: column.type === 'number' ? numberOperators : stringOperators,
}));

const defaultState: GridInitialState = {
  pagination: { paginationModel: { pageSize: 10 } },
};

// Storage may be off, full or hold anything: every access is guarded.
function loadView(): { state: GridInitialState; note: string } {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return { state: defaultState, note: 'This browser does not allow storage.' };
  }
  const reading = readSavedGridState(stored, columnFacts, PAGE_SIZE_OPTIONS);
  if (reading.kind === 'valid') {
    return { state: reading.state, note: 'Started from your last view.' };
  }
  if (reading.kind === 'corrupt') {
    return { state: defaultState, note: `Saved view ignored: ${reading.problem}.` };
  }
  return { state: defaultState, note: 'Change the view, then reload the page.' };
}

function ViewGrid({ onSaveFailed }: { onSaveFailed: () => void }) {
  const apiRef = useGridApiRef();
  // Read once, before the grid mounts: initialState is only read on the first render.
  const [initial] = React.useState(loadView);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Save a moment after the last change, so that quick changes in a row write once.
  const saveSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const api = apiRef.current;
      if (!api) return;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(api.exportState()));
      } catch {
        onSaveFailed();
      }
    }, 300);
  };

  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 20 }} noWrap>
        {initial.note}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={initial.state}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          onSortModelChange={saveSoon}
          onFilterModelChange={saveSoon}
          onPaginationModelChange={saveSoon}
          onColumnWidthChange={saveSoon}
          onColumnVisibilityModelChange={saveSoon}
          showToolbar
        />
      </Box>
    </Stack>
  );
}

export default function RememberedViewGrid() {
  // A new key mounts a new grid, which reads its initialState again.
  const [generation, setGeneration] = React.useState(0);
  const [saveFailed, setSaveFailed] = React.useState(false);

  const reset = () => {
    try {
      window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to remove.
    }
    setGeneration((count) => count + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 32, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={reset}>
          Back to the default view
        </Button>
        {saveFailed ? (
          <Typography variant="body2" color="warning.main" noWrap>
            The view could not be saved in this browser.
          </Typography>
        ) : null}
      </Stack>
      <ViewGrid key={generation} onSaveFailed={() => setSaveFailed(true)} />
    </Stack>
  );
}
