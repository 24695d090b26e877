import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { GridChartsRendererProxyProps } from '@mui/x-data-grid-premium';

type RendererProps = React.ComponentProps<GridChartsRendererProxyProps['renderer']>;

export const CHART_HEIGHT = 260;

/**
 * The chart fills a box of fixed height, legend included.
 *
 * Draws the chart chosen in the charts panel with @mui/x-charts.
 * The grid hands over the data (`dimensions`, `values`), the chart type and the
 * options changed in the panel's Customize tab; options left alone are missing
 * from `configuration`, so each read supplies the schema's default.
 */
export function GreenhouseChartRenderer({
  dimensions,
  values,
  chartType,
  configuration,
}: RendererProps) {
  const categories = (dimensions[0]?.data ?? []).map((value) => String(value ?? ''));

  if (chartType === '' || categories.length === 0 || values.length === 0) {
    return (
      <Box
        sx={{
          height: CHART_HEIGHT,
          boxSizing: 'border-box',
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          Pick a chart type, a category and at least one value in the charts panel.
        </Typography>
      </Box>
    );
  }

  const hideLegend = Boolean(configuration.hideLegend ?? false);

  if (chartType === 'line') {
    return (
      <Box sx={{ height: CHART_HEIGHT }}>
        <LineChart
          xAxis={[{ scaleType: 'point', data: categories }]}
          series={values.map((series) => ({
            id: series.id,
            label: series.label,
            data: series.data,
            area: Boolean(configuration.area ?? false),
            showMark: false,
          }))}
          hideLegend={hideLegend}
        />
      </Box>
    );
  }

  const horizontal = (configuration.layout ?? 'vertical') === 'horizontal';
  const stacked = Boolean(configuration.stacked ?? false);
  const bandAxis = [{ scaleType: 'band' as const, data: categories }];

  return (
    <Box sx={{ height: CHART_HEIGHT }}>
      <BarChart
        layout={horizontal ? 'horizontal' : 'vertical'}
        xAxis={horizontal ? undefined : bandAxis}
        yAxis={horizontal ? bandAxis : undefined}
        series={values.map((series) => ({
          id: series.id,
          label: series.label,
          data: series.data,
          stack: stacked ? 'total' : undefined,
        }))}
        hideLegend={hideLegend}
      />
    </Box>
  );
}
