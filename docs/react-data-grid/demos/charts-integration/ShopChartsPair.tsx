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
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { chartSchema } from './chartSchema';
import { SimpleChartRenderer } from './SimpleChartRenderer';

interface ShopMonth {
  id: number;
  month: string;
  visitors: number;
  orders: number;
  returns: number;
}

// Six months of a small online shop: visitors (in thousands), orders and returned orders.
const rows: ShopMonth[] = [
  { id: 1, month: 'Apr', visitors: 5.2, orders: 310, returns: 18 },
  { id: 2, month: 'May', visitors: 6.6, orders: 352, returns: 24 },
  { id: 3, month: 'Jun', visitors: 7.9, orders: 398, returns: 31 },
  { id: 4, month: 'Jul', visitors: 6.4, orders: 341, returns: 22 },
  { id: 5, month: 'Aug', visitors: 7.7, orders: 405, returns: 35 },
  { id: 6, month: 'Sep', visitors: 6.2, orders: 377, returns: 27 },
];

const columns: GridColDef<ShopMonth>[] = [
  { field: 'month', headerName: 'Month', width: 90 },
  { field: 'visitors', headerName: 'Visitors (k)', type: 'number', width: 110 },
  { field: 'orders', headerName: 'Orders', type: 'number', width: 100 },
  { field: 'returns', headerName: 'Returns', type: 'number', width: 100 },
];

const charts = [
  { id: 'sales', label: 'Orders and returns' },
  { id: 'traffic', label: 'Visitors' },
];

export default function ShopChartsPair() {
  const apiRef = useGridApiRef();

  // Points the panel at one chart, then opens it.
  const editChart = (chartId: string) => {
    apiRef.current?.setActiveChartId(chartId);
    apiRef.current?.setChartsPanelOpen(true);
  };

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={2} sx={{ width: '100%' }}>
        <Box sx={{ height: 320 }}>
          <DataGridPremium
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            showToolbar
            hideFooter
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              chartsIntegration: {
                activeChartId: 'sales',
                charts: {
                  sales: {
                    dimensions: ['month'],
                    values: ['orders', 'returns'],
                    chartType: 'bar',
                  },
                  traffic: {
                    dimensions: ['month'],
                    values: ['visitors'],
                    chartType: 'line',
                  },
                },
              },
            }}
          />
        </Box>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {charts.map((chart) => (
            <Stack key={chart.id} spacing={1} sx={{ flex: 1, minWidth: 0 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between' }}
              >
                <Typography variant="subtitle2">{chart.label}</Typography>
                <Button size="small" onClick={() => editChart(chart.id)}>
                  Edit {chart.label.toLowerCase()}
                </Button>
              </Stack>
              <Box sx={{ height: 240 }}>
                <GridChartsRendererProxy
                  id={chart.id}
                  label={chart.label}
                  renderer={SimpleChartRenderer}
                />
              </Box>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
