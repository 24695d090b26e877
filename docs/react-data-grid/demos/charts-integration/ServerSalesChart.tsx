import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridChartsIntegrationContextProvider,
  GridChartsPanel,
  GridChartsRendererProxy,
  type GridChartsRendererProxyProps,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import {
  fetchSales,
  type SalesServerRow,
} from '../server-side-data/fakeSalesServer';
import { salesColumns } from '../server-side-data/salesColumns';
import { serverAggregationFunctions } from '../../server-side-data/demos/aggregation/serverAggregationFunctions';
import { chartSchema } from './chartSchema';
import { SimpleChartRenderer } from './SimpleChartRenderer';

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// The aggregates reach the chart as the strings that getAggregatedValue returns.
function AggregatesRenderer(props: RendererProps) {
  const values = props.values.map((dataset) => ({
    ...dataset,
    data: dataset.data.map(Number),
  }));
  return <SimpleChartRenderer {...props} values={values} />;
}

export default function ServerSalesChart() {
  const [lastModel, setLastModel] = React.useState('');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        if (!params.groupKeys?.length) {
          setLastModel(JSON.stringify(params.aggregationModel ?? {}));
        }
        return fetchSales(params);
      },
      getGroupKey: (row: SalesServerRow) => row.groupKey ?? String(row.id),
      getChildrenCount: (row: SalesServerRow) => row.childCount ?? 0,
      getAggregatedValue: (row: SalesServerRow, field) => {
        const value = row.aggregates?.[field];
        return value === null || value === undefined ? '' : String(value);
      },
    }),
    [],
  );

  return (
    <GridChartsIntegrationContextProvider>
      <Stack spacing={1} sx={{ width: '100%' }}>
        <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
          aggregationModel sent: {lastModel}
        </Typography>
        <Box sx={{ height: 360 }}>
          <DataGridPremium
            columns={salesColumns}
            dataSource={dataSource}
            aggregationFunctions={serverAggregationFunctions}
            showToolbar
            chartsIntegration
            experimentalFeatures={{ charts: true }}
            slots={{ chartsPanel: GridChartsPanel }}
            slotProps={{ chartsPanel: { schema: chartSchema } }}
            initialState={{
              rowGrouping: { model: ['region'] },
              aggregation: { model: { revenue: 'sum' } },
              columns: { columnVisibilityModel: { region: false } },
              chartsIntegration: {
                activeChartId: 'sales',
                charts: {
                  sales: {
                    dimensions: ['region'],
                    values: ['revenue'],
                    chartType: 'bar',
                  },
                },
              },
            }}
            groupingColDef={{ width: 140 }}
          />
        </Box>
        <Box sx={{ height: 280, pt: 1 }}>
          <GridChartsRendererProxy
            id="sales"
            label="Sales by region"
            renderer={AggregatesRenderer}
          />
        </Box>
      </Stack>
    </GridChartsIntegrationContextProvider>
  );
}
