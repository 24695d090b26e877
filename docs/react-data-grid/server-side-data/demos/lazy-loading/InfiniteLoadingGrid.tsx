import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import { fetchOrders } from '../../../demos/server-side-data/fakeOrderServer';
import { orderColumns } from './orderColumns';

export default function InfiniteLoadingGrid() {
  const [status, setStatus] = React.useState('waiting for the first slice');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        // This server does not count: `rowCount` stays undefined until the last slice.
        const response = await fetchOrders(params, { countRows: false });
        setStatus(
          response.rowCount === undefined
            ? `received rows ${params.start}–${params.end}, total unknown`
            : `reached the end: ${response.rowCount} orders`,
        );
        return response;
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
        {status}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          columns={orderColumns}
          dataSource={dataSource}
          lazyLoading
          initialState={{
            pagination: { paginationModel: { pageSize: 25 } },
            // A filter keeps the list short enough to scroll to its end.
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'city', operator: 'equals', value: 'Malmö' },
                  { id: 2, field: 'status', operator: 'is', value: 'Returned' },
                ],
              },
            },
          }}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
