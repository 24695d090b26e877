import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { chartSchema } from './chartSchema';
import { SimpleChartRenderer } from './SimpleChartRenderer';

interface Order {
  id: number;
  region: string;
  channel: string;
  orders: number;
  revenue: number;
}

const REGIONS = ['North', 'South', 'East', 'West', 'Central'];
const CHANNELS = ['Web', 'App', 'Store'];

// Weekly order batches: 5 regions × 3 channels × 4 weeks, with a fixed pattern of numbers.
const rows: Order[] = [];
REGIONS.forEach((region, regionIndex) => {
  CHANNELS.forEach((channel, channelIndex) => {
    for (let week = 0; week < 4; week += 1) {
      const orders = 20 + ((regionIndex * 13 + channelIndex * 29 + week * 7) % 45);
      rows.push({
        id: rows.length + 1,
        region,
        channel,
        orders,
        revenue: orders * (38 + channelIndex * 9),
      });
    }
  });
});

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 110 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'revenue', headerName: 'Revenue', type: 'number', width: 120 },
];

export default function RegionOrdersChart() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              rowGrouping: { model: ['region'] },
              aggregation: { model: { orders: 'sum', revenue: 'sum' } },
              chartsIntegration: {
                activeChartId: 'orders',
                charts: {
                  orders: {
                    dimensions: ['region'],
                    values: ['orders'],
                    chartType: 'bar',
                    configuration: { horizontal: true },
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 260 }}>
          <GridChartsRendererProxy
            id="orders"
            label="Orders by region"
            renderer={SimpleChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
