import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const seasons = ['Spring', 'Summer', 'Autumn', 'Winter'];

export default function CustomPaletteBars() {
  return (
    <BarChart
      height={300}
      colors={['#00897b', '#f4511e', '#5e35b1']}
      // Tick labels take their font as an inline style, which sx cannot override.
      xAxis={[{ data: seasons, tickLabelStyle: { fontWeight: 700 } }]}
      yAxis={[{ width: 48 }]}
      series={[
        { data: [42, 68, 35, 20], label: 'Hiking' },
        { data: [12, 55, 18, 4], label: 'Swimming' },
        { data: [8, 2, 6, 61], label: 'Skiing' },
      ]}
      grid={{ horizontal: true }}
      sx={(theme) => {
        const palette = (theme.vars ?? theme).palette;
        return {
          [`& .${axisClasses.left} .${axisClasses.tickLabel}`]: {
            fill: palette.text.secondary,
          },
          [`& .${legendClasses.label}`]: { color: palette.text.secondary },
        };
      }}
    />
  );
}
