import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridDataSource } from '@mui/x-data-grid';
import { fetchStock } from '../../../demos/server-side-data/fakeStockServer';
import { stockColumns } from './stockColumns';

const dataSource: GridDataSource = { getRows: (params) => fetchStock(params) };

export default function RefreshButtonGrid() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 32 }}>
        <Button
          size="small"
          variant="outlined"
          // Current page, sort and filters, straight from the server.
          onClick={() => {
            void apiRef.current?.dataSource.fetchRows(undefined, {
              skipCache: true,
            });
          }}
        >
          Refresh
        </Button>
        <Button
          size="small"
          // Only from the server if the cache has no answer for these parameters.
          onClick={() => {
            void apiRef.current?.dataSource.fetchRows();
          }}
        >
          Fetch (cache first)
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          apiRef={apiRef}
          columns={stockColumns}
          dataSource={dataSource}
          pageSizeOptions={[5, 10]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
