import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {
  createGreenhouseDays,
  greenhouseColumns,
  type GreenhouseDay,
} from './greenhouse';
import { greenhouseChartSchema } from './greenhouseChartSchema';
import { CHART_HEIGHT, GreenhouseChartRenderer } from './GreenhouseChartRenderer';

const rows = createGreenhouseDays();

// The note is text for people, not a category: keep it out of the charts panel.
const columns: GridColDef<GreenhouseDay>[] = greenhouseColumns.map((column) =>
  column.field === 'note' ? { ...column, chartable: false } : column,
);

// Legends and field names with their units; undefined keeps the grid's header name.
const UNITS: Record<string, string> = {
  tempC: 'Temperature (°C)',
  humidity: 'Humidity (%)',
  waterL: 'Water (L)',
  sunHours: 'Sunshine (h)',
};
const getColumnName = (field: string) => UNITS[field];

const CHART_LABELS: Record<string, string> = {
  irrigation: 'Irrigation',
  climate: 'Climate',
};

export default function TwoChartsPanelGrid() {
  const [activeChartId, setActiveChartId] = React.useState('irrigation');

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Typography variant="body2" color="text.secondary">
          The charts panel edits: {CHART_LABELS[activeChartId] ?? activeChartId}
        </Typography>
        <Box sx={{ height: 380 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            // In 8.29.3 the grid reads a controlled activeChartId only when it mounts, so the active chart
            // starts from initialState and the line above follows the grid's changes.
            onActiveChartIdChange={setActiveChartId}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{
              chartsPanel: { schema: greenhouseChartSchema, getColumnName },
            }}
            initialState={{
              chartsIntegration: {
                activeChartId: 'irrigation',
                charts: {
                  irrigation: {
                    chartType: 'bar',
                    dimensions: ['day'],
                    values: ['waterL'],
                  },
                  climate: {
                    chartType: 'line',
                    dimensions: ['day'],
                    values: ['tempC', 'humidity'],
                  },
                },
              },
            }}
            showToolbar
          />
        </Box>
        {/* Two charts side by side, each registered under its own id. */}
        <Stack direction="row" spacing={2} sx={{ height: CHART_HEIGHT }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <GridChartsRendererProxy
              id="irrigation"
              label={CHART_LABELS.irrigation}
              renderer={GreenhouseChartRenderer}
            />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <GridChartsRendererProxy
              id="climate"
              label={CHART_LABELS.climate}
              renderer={GreenhouseChartRenderer}
            />
          </Box>
        </Stack>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
