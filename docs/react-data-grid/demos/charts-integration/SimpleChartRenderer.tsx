import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { GridChartsRendererProxyProps } from '@mui/x-data-grid-premium';

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

// Ticks such as 250K keep large totals within the axis's width.
const compactNumber = new Intl.NumberFormat('en-US', { notation: 'compact' });
const valueAxis = [
  { valueFormatter: (value: number) => compactNumber.format(value) },
];

/**
 * Draws what the grid sends: `dimensions` (the categories), `values` (one series each),
 * the chart type chosen in the Charts panel and its settings.
 */
export function SimpleChartRenderer(props: RendererProps) {
  const { dimensions, values, chartType, configuration } = props;
  const categoryDataset = dimensions[0];

  if (!categoryDataset || values.length === 0) {
    return (
      <Box
        sx={{
          height: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Add a category and at least one series in the Charts panel.
        </Typography>
      </Box>
    );
  }

  const categories = categoryDataset.data.map((value) => String(value));

  if (chartType === 'line') {
    return (
      <LineChart
        xAxis={[{ scaleType: 'point', data: categories }]}
        yAxis={valueAxis}
        series={values.map((dataset) => ({
          id: dataset.id,
          label: dataset.label,
          data: dataset.data,
          area: Boolean(configuration.area ?? false),
          showMark: Boolean(configuration.showMark ?? true),
        }))}
      />
    );
  }

  const horizontal = Boolean(configuration.horizontal ?? false);
  const categoryAxis = [{ scaleType: 'band' as const, data: categories }];
  return (
    <BarChart
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? valueAxis : categoryAxis}
      yAxis={horizontal ? categoryAxis : valueAxis}
      series={values.map((dataset) => ({
        id: dataset.id,
        label: dataset.label,
        data: dataset.data,
        stack: configuration.stacked ? 'total' : undefined,
      }))}
    />
  );
}
