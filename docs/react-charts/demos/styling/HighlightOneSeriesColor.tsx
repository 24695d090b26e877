import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Average delivery time (days) of a small online shop and three competitors.
export default function HighlightOneSeriesColor() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const muted = palette.action.disabled;

  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ width: 40, min: 0 }]}
      series={[
        {
          data: [4.8, 5.2, 4.5, 4.6, 4.4, 4.5],
          label: 'Competitor A',
          color: muted,
        },
        {
          data: [3.9, 4.4, 4.1, 3.8, 3.9, 3.7],
          label: 'Competitor B',
          color: muted,
        },
        {
          data: [5.5, 6.1, 5.4, 5.0, 4.9, 4.7],
          label: 'Competitor C',
          color: muted,
        },
        {
          data: [5.1, 4.6, 3.9, 3.2, 2.6, 2.1],
          label: 'Our shop',
          color: palette.primary.main,
        },
      ].map((series) => ({
        ...series,
        showMark: false,
        valueFormatter: (value: number | null) => `${value} days`,
      }))}
    />
  );
}
