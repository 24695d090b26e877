import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { chartSchema } from './chartSchema';
import { SimpleChartRenderer } from './SimpleChartRenderer';

interface WeekVisits {
  id: number;
  week: string;
  search: number;
  social: number;
  newsletter: number;
}

// Visits to a shop's website over ten weeks, by where the visitors came from.
const rows: WeekVisits[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  week: `W${index + 14}`,
  search: 1800 + ((index * 230) % 900),
  social: 900 + ((index * 410) % 1300),
  newsletter: index % 4 === 1 ? 2100 : 400 + ((index * 90) % 300),
}));

const columns: GridColDef<WeekVisits>[] = [
  { field: 'week', headerName: 'Week', width: 90 },
  { field: 'search', headerName: 'Search', type: 'number', width: 110 },
  { field: 'social', headerName: 'Social', type: 'number', width: 110 },
  { field: 'newsletter', headerName: 'Newsletter', type: 'number', width: 120 },
];

const CHART_ID = 'visits';

export default function ChartsFromCode() {
  const apiRef = useGridApiRef();
  const [synced, setSynced] = React.useState(true);

  // The chart type can also change in the panel, so these buttons do not show a selection.
  const switchType = (type: string) => apiRef.current?.setChartType(CHART_ID, type);

  // The panel has its own Sync chart button: follow the event rather than the clicks.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('chartSynchronizationStateChange', (params) => {
        if (params.chartId === CHART_ID) {
          setSynced(params.synced);
        }
      }),
    [apiRef],
  );

  const toggleSync = () =>
    apiRef.current?.setChartSynchronizationState(CHART_ID, !synced);

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={1}>
          <Button size="small" variant="outlined" onClick={() => switchType('line')}>
            Lines
          </Button>
          <Button size="small" variant="outlined" onClick={() => switchType('bar')}>
            Bars
          </Button>
          <Button
            size="small"
            variant={synced ? 'outlined' : 'contained'}
            onClick={toggleSync}
          >
            {synced ? 'Freeze chart' : 'Unfreeze chart'}
          </Button>
          <Button
            size="small"
            color="inherit"
            onClick={() => apiRef.current?.setChartsPanelOpen(true)}
          >
            Open panel
          </Button>
        </Stack>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              chartsIntegration: {
                activeChartId: CHART_ID,
                charts: {
                  [CHART_ID]: {
                    dimensions: ['week'],
                    values: ['search', 'social', 'newsletter'],
                    chartType: 'line',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 260 }}>
          <GridChartsRendererProxy
            id={CHART_ID}
            label="Visits per week"
            renderer={SimpleChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
