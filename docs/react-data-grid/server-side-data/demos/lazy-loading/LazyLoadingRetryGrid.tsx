import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
  GridGetRowsError,
  type GridUpdateRowError,
} from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../../demos/server-side-data/fakeOrderServer';
import { orderColumns } from './orderColumns';

export default function LazyLoadingRetryGrid() {
  const apiRef = useGridApiRef();
  const [serverDown, setServerDown] = React.useState(false);
  const serverDownRef = React.useRef(serverDown);
  React.useEffect(() => {
    serverDownRef.current = serverDown;
  }, [serverDown]);
  const [failedRange, setFailedRange] = React.useState<string | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        fetchOrders(params, {
          latency: 400,
          shouldFail: () => serverDownRef.current,
        }),
    }),
    [],
  );

  const handleError = (error: GridGetRowsError | GridUpdateRowError) => {
    // Errors of `updateRow` arrive here too; only failed fetches carry the range.
    if (!(error instanceof GridGetRowsError)) {
      return;
    }
    const { start, end } = error.params;
    setFailedRange(`${Number(start) + 1}–${end + 1}`);
  };

  const retry = () => {
    setFailedRange(null);
    // Without parameters, a lazy-loading grid asks again for the rows now in view.
    void apiRef.current?.dataSource.fetchRows();
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', minHeight: 48 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={serverDown}
              onChange={(event) => setServerDown(event.target.checked)}
            />
          }
          label="Server down"
        />
        {failedRange && (
          <Alert
            severity="error"
            sx={{ flex: 1, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            Orders {failedRange} could not be loaded.
          </Alert>
        )}
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
