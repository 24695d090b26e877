import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function CustomPaletteBars() {
  return (
    <BarChart
      height={300}
      colors={['#00897b', '#f4511e', '#5e35b1']}
      xAxis={[{ data: seasons }]}
      yAxis={[{ width: 48 }]}
      series={[
        { data: [42, 68, 35, 20], label: 'Hiking' },
        { data: [12, 55, 18, 4], label: 'Swimming' },
        { data: [8, 2, 6, 61], label: 'Skiing' },
      ]}
      grid={{ horizontal: true }}
      // The axes and the legend are styled from the chart's root, by their public class names.
      className="[&_.MuiChartsAxis-left_.MuiChartsAxis-tickLabel]:fill-(--mui-palette-text-secondary) [&_.MuiChartsAxis-bottom_.MuiChartsAxis-tickLabel]:font-bold [&_.MuiChartsLegend-label]:text-(--mui-palette-text-secondary)"
    />
  );
}
