import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Daily rainfall at a weather station over one year, in millimetres: dry summer
// weeks, and a few storms in the autumn.
const days = Array.from({ length: 365 }, (_, index) => index + 1);
const rainfall = days.map((day) => {
  const wetSeason = 1 + Math.cos(((day - 320) / 365) * 2 * Math.PI);
  const rainyDay = (day * 29) % 11 >= 5;
  const amount = rainyDay ? 2 + ((day * 17) % 9) * wetSeason : 0;
  const storm = day === 290 || day === 301 || day === 334 ? 32 : 0;
  return Math.round(amount + storm);
});

export default function RainfallSliderPreview() {
  return (
    <BarChartPro
      height={340}
      skipAnimation
      xAxis={[
        {
          id: 'days',
          data: days,
          label: 'Day of the year',
          height: 48,
          // One tick a week keeps the axis readable when many days are visible.
          tickInterval: (day: number) => day % 7 === 1,
          zoom: { minSpan: 4, slider: { enabled: true, preview: true } },
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ data: rainfall, label: 'Rainfall (mm)' }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 20 }]}
    />
  );
}
