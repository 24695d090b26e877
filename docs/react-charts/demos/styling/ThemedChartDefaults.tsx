import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type {} from '@mui/x-charts/themeAugmentation';

// The page's theme plus the charts' house style. In an app, put the same
// `components` in the options of your createTheme().
const withChartDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiChartsAxis: {
      styleOverrides: {
        // No axis lines, quieter tick labels.
        root: {
          '& .MuiChartsAxis-line': { display: 'none' },
          '& .MuiChartsAxis-tickLabel': {
            fill: 'var(--mui-palette-text-secondary)',
          },
        },
      },
    },
    MuiChartsLegend: {
      // One series under the other, in every chart.
      defaultProps: { direction: 'vertical' },
    },
  },
});

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

export default function ThemedChartDefaults() {
  return (
    <ThemeProvider theme={withChartDefaults}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <BarChart
            height={260}
            xAxis={[{ data: months }]}
            yAxis={[{ width: 40 }]}
            series={[
              { data: [12, 19, 15, 22, 25, 28], label: 'Orders' },
              { data: [3, 4, 2, 5, 4, 6], label: 'Returns' },
            ]}
          />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: months }]}
            yAxis={[{ width: 40 }]}
            series={[
              { data: [4.1, 4.3, 4.2, 4.6, 4.5, 4.8], label: 'Rating' },
              { data: [3.9, 4.0, 4.1, 4.1, 4.3, 4.4], label: 'Last year' },
            ]}
          />
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
