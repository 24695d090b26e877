import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  fetchSales,
  type SalesServerRow,
} from '../../../demos/server-side-data/fakeSalesServer';
import { salesColumns } from '../../../demos/server-side-data/salesColumns';

// Opens the South region and its busiest store on the first load; the rest stay closed.
const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (
  node,
) =>
  (node.depth === 0 && node.groupingKey === 'South') ||
  (node.depth === 1 && node.groupingKey === 'Market Square');

export default function OpenRegionServerGroupingGrid() {
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const keys = params.groupKeys?.length ? params.groupKeys.join(' / ') : 'top';
        setRequests((current) => [...current, keys]);
        return fetchSales(params);
      },
      getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
      getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }} noWrap>
        {requests.length} request(s): {requests.join(' → ') || 'none yet'}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          columns={salesColumns}
          dataSource={dataSource}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          initialState={{
            rowGrouping: { model: ['region', 'store'] },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pagination
          pageSizeOptions={[10]}
          groupingColDef={{ width: 220 }}
          disablePivoting
        />
      </Box>
    </Stack>
  );
}
