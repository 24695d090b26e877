import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  GridSidebarValue,
} from '@mui/x-data-grid-premium';
import { createGreenhouseDays, greenhouseColumns } from './greenhouse';
import { greenhouseChartSchema } from './greenhouseChartSchema';
import { CHART_HEIGHT, GreenhouseChartRenderer } from './GreenhouseChartRenderer';

const rows = createGreenhouseDays();

export default function ChartsPanelTabsGrid() {
  return (
    // The provider connects the grid and the chart, wherever each is placed below it.
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 380 }}>
          <DataGridPremium
            rows={rows}
            columns={greenhouseColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: greenhouseChartSchema } }}
            initialState={{
              sidebar: { open: true, value: GridSidebarValue.Charts },
              chartsIntegration: {
                charts: {
                  climate: {
                    chartType: 'bar',
                    dimensions: ['day'],
                    values: ['sunHours'],
                  },
                },
              },
            }}
            showToolbar
          />
        </Box>
        <Box sx={{ height: CHART_HEIGHT }}>
          <GridChartsRendererProxy
            id="climate"
            label="Sunshine and water"
            renderer={GreenhouseChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
