import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ChartsPanelTrigger,
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  Toolbar,
} from '@mui/x-data-grid-premium';
import { createGreenhouseDays, greenhouseColumns } from './greenhouse';
import { greenhouseChartSchema } from './greenhouseChartSchema';
import { CHART_HEIGHT, GreenhouseChartRenderer } from './GreenhouseChartRenderer';

const rows = createGreenhouseDays();

function GreenhouseToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Greenhouse 3, first two weeks
      </Typography>
      {/* state.open tells whether the charts panel is shown. */}
      <ChartsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
          >
            {state.open ? 'Close chart settings' : 'Chart settings'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ChartsTriggerToolbarGrid() {
  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 380 }}>
          <DataGridPremium
            rows={rows}
            columns={greenhouseColumns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel, toolbar: GreenhouseToolbar }}
            slotProps={{ chartsPanel: { schema: greenhouseChartSchema } }}
            initialState={{
              chartsIntegration: {
                charts: {
                  climate: {
                    chartType: 'line',
                    // Starts with one option of the Customize tab already changed.
                    configuration: { area: true },
                    dimensions: ['day'],
                    values: ['tempC', 'humidity'],
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
            label="Temperature and humidity"
            renderer={GreenhouseChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
