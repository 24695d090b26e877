import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridDataSource,
} from '@mui/x-data-grid';
import { fetchStock } from '../../../demos/server-side-data/fakeStockServer';
import { stockColumns } from './stockColumns';

const dataSource: GridDataSource = { getRows: (params) => fetchStock(params) };

// Answers go stale after 2 seconds, so each revalidation finds an expired entry.
const cache = new GridDataSourceCacheDefault({ ttl: 2_000 });

export default function PollingGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        columns={stockColumns}
        dataSource={dataSource}
        dataSourceCache={cache}
        // Every 3 seconds, refetch the current rows if their cache entry expired.
        dataSourceRevalidateMs={3_000}
        pageSizeOptions={[5, 10]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
    </Box>
  );
}
