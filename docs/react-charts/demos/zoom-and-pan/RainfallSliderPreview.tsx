import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Daily rainfall at a weather station over one year, in millimetres: dry summer
// weeks, and a few storms in the autumn.
const days = Array.from({ length: 365 }, (_, index) => index + 1);
const rainfall = days.map((day) => {
  const wetSeason = 3 + 3 * Math.cos(((day - 320) / 365) * 2 * Math.PI);
  const showers = (day * 29) % 11 < 4 ? 0 : ((day * 17) % 9) * 0.8;
  const storm = day === 290 || day === 301 || day === 334 ? 38 : 0;
  return Math.round((wetSeason * showers) / 4 + storm);
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
          zoom: { minSpan: 4, slider: { enabled: true, preview: true } },
        },
      ]}
      yAxis={[{ width: 40, label: 'mm' }]}
      series={[{ data: rainfall, label: 'Rainfall (mm)' }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 20 }]}
    />
  );
}
