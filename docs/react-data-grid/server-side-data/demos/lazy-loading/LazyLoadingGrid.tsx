import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../../demos/server-side-data/fakeOrderServer';
import { orderColumns } from './orderColumns';

export default function LazyLoadingGrid() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastRequest(`rows ${params.start}–${params.end}`);
        // The server counts the matching orders and sends `rowCount` with every answer.
        return fetchOrders(params);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { pageSize: 50 } } }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
