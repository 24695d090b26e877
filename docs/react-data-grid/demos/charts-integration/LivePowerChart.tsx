import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { chartSchema } from './chartSchema';
import { SimpleChartRenderer } from './SimpleChartRenderer';

interface Circuit {
  id: number;
  circuit: string;
  kilowatts: number;
}

const circuits = [
  'Kitchen',
  'Server room',
  'Lifts',
  'Lighting',
  'Workshop',
  'Canteen',
];

// The reading of each circuit at a given tick: the same tick always gives the same values.
function readMeters(tick: number): Circuit[] {
  return circuits.map((circuit, index) => ({
    id: index + 1,
    circuit,
    kilowatts:
      Math.round((12 + index * 3 + 8 * Math.sin(tick * 0.9 + index * 1.7)) * 10) /
      10,
  }));
}

const columns: GridColDef<Circuit>[] = [
  { field: 'circuit', headerName: 'Circuit', width: 140 },
  { field: 'kilowatts', headerName: 'Power (kW)', type: 'number', width: 120 },
];

export default function LivePowerChart() {
  const [tick, setTick] = React.useState(0);
  const [running, setRunning] = React.useState(true);
  const rows = React.useMemo(() => readMeters(tick), [tick]);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = window.setInterval(() => setTick((value) => value + 1), 2000);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setRunning(!running)}
          >
            {running ? 'Pause readings' : 'Resume readings'}
          </Button>
          <Typography variant="body2" role="status">
            Reading {tick + 1}
          </Typography>
        </Stack>
        <Box sx={{ height: 300 }}>
          <DataGridPremium
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              sorting: { sortModel: [{ field: 'kilowatts', sort: 'desc' }] },
              chartsIntegration: {
                activeChartId: 'power',
                charts: {
                  power: {
                    dimensions: ['circuit'],
                    values: ['kilowatts'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 260 }}>
          <GridChartsRendererProxy
            id="power"
            label="Power by circuit"
            renderer={SimpleChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
