import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';
import { fetchOrders } from '../../../demos/server-side-data/fakeOrderServer';
import { orderColumns } from '../lazy-loading/orderColumns';

const PREFIX = 'orders-grid:';

/** Keeps answers in sessionStorage: they survive a reload of the page, not a new tab. */
class SessionStorageCache implements GridDataSourceCache {
  private key(params: GridGetRowsParams) {
    const { filterModel, sortModel, start, end } = params;
    return PREFIX + JSON.stringify([filterModel, sortModel, start, end]);
  }

  get(params: GridGetRowsParams): GridGetRowsResponse | undefined {
    const stored = window.sessionStorage.getItem(this.key(params));
    return stored === null ? undefined : (JSON.parse(stored) as GridGetRowsResponse);
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    window.sessionStorage.setItem(this.key(params), JSON.stringify(value));
  }

  /**
   * The grid calls clear() each time it mounts: emptying the storage here would throw away
   * the answers that should outlive the reload, so this cache leaves them alone.
   */
  clear() {}

  /** Forgets every stored answer; the demo's button calls it. */
  forget() {
    Object.keys(window.sessionStorage)
      .filter((key) => key.startsWith(PREFIX))
      .forEach((key) => window.sessionStorage.removeItem(key));
  }
}

export default function SessionStorageCacheGrid() {
  const apiRef = useGridApiRef();
  const [serverCalls, setServerCalls] = React.useState(0);
  const cache = React.useMemo(() => new SessionStorageCache(), []);
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) => {
        setServerCalls((count) => count + 1);
        return fetchOrders(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 32 }}>
        <Typography variant="body2" color="text.secondary">
          Server calls: {serverCalls}
        </Typography>
        <Button
          size="small"
          onClick={() => {
            cache.forget();
            void apiRef.current?.dataSource.fetchRows();
          }}
        >
          Clear cache
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={cache}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
