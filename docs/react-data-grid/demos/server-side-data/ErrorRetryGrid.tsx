import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import type { Employee } from '../data/employees';
import { fetchEmployees } from './fakeEmployeeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ErrorRetryGrid() {
  const apiRef = useGridApiRef();
  const [serverDown, setServerDown] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const [fetchCount, setFetchCount] = React.useState(0);

  // A ref lets the stable data source read the latest switch value.
  const serverDownRef = React.useRef(serverDown);
  React.useEffect(() => {
    serverDownRef.current = serverDown;
  }, [serverDown]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setFetchCount((count) => count + 1);
        const response = await fetchEmployees(params, {
          latency: 600,
          shouldFail: () => serverDownRef.current,
        });
        setError(null);
        return response;
      },
    }),
    [],
  );

  // Cached pages stay valid for 30 seconds instead of the default 5 minutes.
  const cache = React.useMemo(
    () => new GridDataSourceCacheDefault({ ttl: 30_000 }),
    [],
  );

  const retry = () => {
    setError(null);
    void apiRef.current?.dataSource.fetchRows();
  };

  const reloadFromServer = () => {
    apiRef.current?.dataSource.cache.clear();
    void apiRef.current?.dataSource.fetchRows();
  };

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
              checked={serverDown}
              onChange={(event) => setServerDown(event.target.checked)}
            />
          }
          label="Server is down"
        />
        <Button size="small" onClick={reloadFromServer}>
          Clear cache and reload
        </Button>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Server calls: {fetchCount}
        </Box>
      </Stack>
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Retry
            </Button>
          }
        >
          {error}
        </Alert>
      )}
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          pageSizeOptions={[10, 25]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10, page: 0 } },
          }}
        />
      </Box>
    </Stack>
  );
}
