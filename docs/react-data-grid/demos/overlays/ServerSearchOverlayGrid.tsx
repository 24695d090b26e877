import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridFilterModel,
  type GridOverlayProps,
} from '@mui/x-data-grid';
import type { Employee } from '../data/employees';
import { fetchEmployees } from '../server-side-data/fakeEmployeeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

interface SearchStatus {
  error: string | null;
  retry: () => void;
}

// The overlay is defined once, outside the demo; it reads the request's outcome from context.
const SearchStatusContext = React.createContext<SearchStatus>({
  error: null,
  retry: () => {},
});

function SearchResultOverlay(props: GridOverlayProps) {
  const { error, retry } = React.useContext(SearchStatusContext);
  return (
    <GridOverlay {...props}>
      <Stack spacing={1} sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}>
        {error ? (
          <React.Fragment>
            <Typography variant="body2" color="error">
              The search failed: {error}
            </Typography>
            <Button size="small" variant="outlined" onClick={retry}>
              Try again
            </Button>
          </React.Fragment>
        ) : (
          // With server-side filtering, "no rows" also means "no match".
          <Typography variant="body2" color="text.secondary">
            No employee matches this search.
          </Typography>
        )}
      </Stack>
    </GridOverlay>
  );
}

export default function ServerSearchOverlayGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Kenya'],
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const [failNext, setFailNext] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  const failNextRef = React.useRef(failNext);
  React.useEffect(() => {
    failNextRef.current = failNext;
  }, [failNext]);

  React.useEffect(() => {
    let current = true;
    fetchEmployees(
      { start: 0, end: 49, sortModel: [], filterModel },
      { latency: 700, shouldFail: () => failNextRef.current },
    )
      .then((response) => {
        if (current) {
          setRows(response.rows as Employee[]);
          setError(null);
        }
      })
      .catch((reason: Error) => {
        if (current) {
          setRows([]);
          setError(reason.message);
        }
      })
      // Success or failure, the request is over: never leave `loading` stuck on true.
      .finally(() => {
        if (current) {
          setLoading(false);
        }
      });
    return () => {
      current = false;
    };
  }, [filterModel, attempt]);

  const status = React.useMemo(
    () => ({
      error,
      retry: () => {
        setLoading(true);
        setAttempt((count) => count + 1);
      },
    }),
    [error],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={failNext}
              onChange={(event) => setFailNext(event.target.checked)}
            />
          }
          label="The server is down"
        />
      </Box>
      <SearchStatusContext.Provider value={status}>
        <Box sx={{ height: 360 }}>
          <DataGrid
            rows={rows}
            columns={columns}
            loading={loading}
            filterMode="server"
            filterModel={filterModel}
            onFilterModelChange={(model) => {
              // Each change starts a request: show the loading overlay until it settles.
              setLoading(true);
              setFilterModel(model);
            }}
            showToolbar
            hideFooter
            slots={{ noRowsOverlay: SearchResultOverlay }}
          />
        </Box>
      </SearchStatusContext.Provider>
    </Stack>
  );
}
