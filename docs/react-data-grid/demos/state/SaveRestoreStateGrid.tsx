import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  useGridApiRef,
  type GridApi,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';
import { readSavedGridState, type ColumnFacts } from './savedGridState';

const STORAGE_KEY = 'x-docs-data-grid-saved-view';
const PAGE_SIZE_OPTIONS = [10, 25, 50];

const rows = createEmployees(60, 48);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

interface Status {
  severity: 'info' | 'success' | 'warning';
  text: string;
}

// The columns as the grid resolved them, with the filter operators each one accepts.
function columnFactsOf(api: GridApi): ColumnFacts[] {
  return api.getAllColumns().map((column) => ({
    field: column.field,
    filterOperators: (column.filterOperators ?? []).map(
      (operator) => operator.value,
    ),
  }));
}

// Storage can be switched off or full: that is a message, not a crash.
function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, value);
    return true;
  } catch {
    return false;
  }
}

export default function SaveRestoreStateGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState<Status>({
    severity: 'info',
    text: 'Sort, filter or resize, then save the view.',
  });

  const restoreSavedView = React.useCallback(
    (when: 'load' | 'click') => {
      const api = apiRef.current;
      if (!api) return;
      const reading = readSavedGridState(
        readStorage(),
        columnFactsOf(api),
        PAGE_SIZE_OPTIONS,
      );
      if (reading.kind === 'valid') {
        api.restoreState(reading.state);
        setStatus({
          severity: 'success',
          text:
            when === 'load'
              ? 'Your saved view was restored.'
              : 'Back to the saved view.',
        });
      } else if (reading.kind === 'corrupt') {
        setStatus({
          severity: 'warning',
          text: `The saved view could not be used (${reading.problem}), so the grid shows its default view. Save again to replace it.`,
        });
      } else if (when === 'click') {
        setStatus({ severity: 'info', text: 'No view saved yet.' });
      }
    },
    [apiRef],
  );

  // Before the first paint, so a saved view never flashes the default one first.
  React.useLayoutEffect(() => restoreSavedView('load'), [restoreSavedView]);

  const saveView = () => {
    const api = apiRef.current;
    if (!api) return;
    const saved = writeStorage(JSON.stringify(api.exportState()));
    setStatus(
      saved
        ? { severity: 'success', text: 'View saved in this browser.' }
        : { severity: 'warning', text: 'This browser does not allow saving here.' },
    );
  };

  const forgetView = () => {
    writeStorage(null);
    setStatus({
      severity: 'info',
      text: 'Saved view deleted. Reload the page: the grid starts from its default view.',
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="contained" onClick={saveView}>
          Save view
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => restoreSavedView('click')}
        >
          Restore saved view
        </Button>
        <Button size="small" onClick={forgetView}>
          Delete saved view
        </Button>
      </Stack>
      <Alert
        severity={status.severity}
        role="status"
        sx={{ py: 0, minHeight: 56, alignItems: 'center' }}
      >
        {status.text}
      </Alert>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          pageSizeOptions={PAGE_SIZE_OPTIONS}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
