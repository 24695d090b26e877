import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { fetchEmployees } from '../../../demos/server-side-data/fakeEmployeeServer';
import { columns } from './columns';

// Step 4: a slow, unreliable server. Show loading as skeletons and let the reader retry.
export default function Step4ErrorsAndLoading() {
  const apiRef = useGridApiRef();
  const [offline, setOffline] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const offlineRef = React.useRef(offline);
  React.useEffect(() => {
    offlineRef.current = offline;
  }, [offline]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const { rows, rowCount } = await fetchEmployees(params, {
          latency: 1200,
          shouldFail: () => offlineRef.current,
        });
        setError(null);
        return { rows, rowCount };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={offline}
            onChange={(event) => setOffline(event.target.checked)}
          />
        }
        label="Server offline"
      />
      <Box sx={{ height: 48 }}>
        {error && (
          <Alert
            severity="error"
            sx={{ py: 0 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  void apiRef.current?.dataSource.fetchRows();
                }}
              >
                Retry
              </Button>
            }
          >
            {error}
          </Alert>
        )}
      </Box>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          slotProps={{
            loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
          }}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
