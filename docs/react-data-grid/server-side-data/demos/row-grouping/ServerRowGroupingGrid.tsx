import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridDataSource } from '@mui/x-data-grid-premium';
import {
  fetchSales,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';

export default function ServerRowGroupingGrid() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const keys = params.groupKeys?.length
          ? params.groupKeys.join(' / ')
          : 'top level';
        setLastRequest(
          `groupFields: [${(params.groupFields ?? []).join(', ')}] · groupKeys: ${keys}`,
        );
        return fetchSales(params);
      },
      // Group rows carry their key; leaf rows have none, and the grid uses their id.
      getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
      getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          columns={salesColumns}
          dataSource={dataSource}
          initialState={{
            rowGrouping: { model: ['region', 'store'] },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pagination
          pageSizeOptions={[10]}
          groupingColDef={{ width: 220 }}
          showToolbar
          // The fake server groups but does not pivot.
          disablePivoting
        />
      </Box>
    </Stack>
  );
}
