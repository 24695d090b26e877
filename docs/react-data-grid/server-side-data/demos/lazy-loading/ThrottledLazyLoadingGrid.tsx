import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../../demos/server-side-data/fakeOrderServer';
import { orderColumns } from './orderColumns';

export default function ThrottledLazyLoadingGrid() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((count) => count + 1);
        return fetchOrders(params, { latency: 400 });
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', height: 40 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) => {
            if (value !== null) {
              setThrottleMs(value);
              setRequests(0);
            }
          }}
          aria-label="Request throttle"
        >
          <ToggleButton value={0}>0 ms</ToggleButton>
          <ToggleButton value={500}>500 ms</ToggleButton>
          <ToggleButton value={2000}>2000 ms</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          Requests sent: {requests}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          // A new grid for each setting, so that each one starts from the top.
          key={throttleMs}
          columns={orderColumns}
          dataSource={dataSource}
          dataSourceCache={null}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
