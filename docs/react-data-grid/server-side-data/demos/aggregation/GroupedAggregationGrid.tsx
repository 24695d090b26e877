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
import { serverAggregationFunctions } from './serverAggregationFunctions';

export default function GroupedAggregationGrid() {
  const [lastModel, setLastModel] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setLastModel(JSON.stringify(params.aggregationModel ?? {}));
        return fetchSales(params);
      },
      getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
      getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
      // Group rows and the footer row both carry an `aggregates` object.
      getAggregatedValue: (row: SalesServerRow, field) => {
        // The method returns a string; the column's formatter reads it as a number.
        const value = row.aggregates?.[field];
        return value === null || value === undefined ? '' : String(value);
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
        aggregationModel sent: {lastModel}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          columns={salesColumns}
          dataSource={dataSource}
          aggregationFunctions={serverAggregationFunctions}
          initialState={{
            rowGrouping: { model: ['category'] },
            // The grouping column names the category; Region and Month stay in the columns panel.
            columns: {
              columnVisibilityModel: {
                category: false,
                region: false,
                month: false,
              },
            },
            aggregation: { model: { units: 'avg', revenue: 'sum' } },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pagination
          pageSizeOptions={[10]}
          groupingColDef={{ width: 140 }}
        />
      </Box>
    </Stack>
  );
}
