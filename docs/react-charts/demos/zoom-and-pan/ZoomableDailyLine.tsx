import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// A year of daily website visits: a weekly rhythm on top of a slow seasonal wave.
const days = Array.from({ length: 365 }, (_, day) => day + 1);
const visits = days.map((day) => {
  const weekly = day % 7 === 5 || day % 7 === 6 ? 0.6 : 1;
  const seasonal = 1 + 0.35 * Math.sin((day / 365) * 2 * Math.PI);
  return Math.round(1200 * weekly * seasonal + ((day * 37) % 150));
});

export default function ZoomableDailyLine() {
  return (
    <LineChartPro
      height={340}
      skipAnimation
      xAxis={[
        {
          id: 'days',
          data: days,
          label: 'Day of the year',
          // The zoom percentages count from the first day to the last, not from a rounded 0.
          domainLimit: 'strict',
          height: 56,
          zoom: { minSpan: 5, slider: { enabled: true } },
        },
      ]}
      yAxis={[{ width: 56 }]}
      series={[{ data: visits, label: 'Visits', showMark: false }]}
      initialZoom={[{ axisId: 'days', start: 0, end: 25 }]}
    />
  );
}
