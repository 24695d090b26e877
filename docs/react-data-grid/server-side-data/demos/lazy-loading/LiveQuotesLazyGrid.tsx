import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import { fetchQuotes, type Quote } from './quoteServer';

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: '#', type: 'number', width: 70 },
  { field: 'symbol', headerName: 'Symbol', width: 110 },
  {
    field: 'price',
    headerName: 'Price ($)',
    type: 'number',
    width: 110,
    valueFormatter: (value?: number) => value?.toFixed(2),
  },
  { field: 'readAt', headerName: 'Read at', flex: 1, minWidth: 100 },
];

// Answers expire after 1.5 seconds, so each check finds the slice in view out of date.
const cache = new GridDataSourceCacheDefault({ ttl: 1_500 });

export default function LiveQuotesLazyGrid() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const time = new Date().toLocaleTimeString('en-GB', { hour12: false });
        setLastRequest(`rows ${params.start}–${params.end} at ${time}`);
        return fetchQuotes(params);
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
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          // Every 2 seconds, fetch the slice last loaded or scrolled to again if its
          // cache entry has expired, and update the rows that changed.
          dataSourceRevalidateMs={2_000}
          lazyLoading
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
