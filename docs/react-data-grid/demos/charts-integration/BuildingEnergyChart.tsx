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

interface EnergyMonth {
  id: number;
  month: string;
  electricity: number;
  heating: number;
  cooling: number;
}

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// An office building's meter readings in MWh: heating in winter, cooling in summer.
const rows: EnergyMonth[] = MONTHS.map((month, index) => {
  const winter = Math.round(40 * Math.cos((index / 12) * 2 * Math.PI));
  return {
    id: index + 1,
    month,
    electricity: 62 + ((index * 7) % 11),
    heating: Math.max(4, 38 + winter),
    cooling: Math.max(2, 6 - winter),
  };
});

const columns: GridColDef<EnergyMonth>[] = [
  { field: 'month', headerName: 'Month', width: 100 },
  {
    field: 'electricity',
    headerName: 'Electricity (MWh)',
    type: 'number',
    width: 150,
  },
  { field: 'heating', headerName: 'Heating (MWh)', type: 'number', width: 140 },
  { field: 'cooling', headerName: 'Cooling (MWh)', type: 'number', width: 140 },
  { field: 'id', headerName: 'Row', type: 'number', width: 70, chartable: false },
];

export default function BuildingEnergyChart() {
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
              chartsIntegration: {
                activeChartId: 'energy',
                charts: {
                  energy: {
                    dimensions: ['month'],
                    values: ['heating', 'cooling'],
                    chartType: 'bar',
                  },
                },
              },
            }}
          />
        </Box>
        <Box sx={{ height: 300 }}>
          <GridChartsRendererProxy
            id="energy"
            label="Energy use"
            renderer={SimpleChartRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
