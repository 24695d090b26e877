import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Passengers of an island ferry on each of 120 days from 1 March: busier at
// weekends and as the summer comes.
const dayCount = 120;
const firstDay = Date.UTC(2025, 2, 1);
const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const days = Array.from({ length: dayCount }, (_, index) =>
  dateFormat.format(new Date(firstDay + index * 86_400_000)),
);
const passengers = days.map((_, index) => {
  const weekend = index % 7 === 4 || index % 7 === 5 ? 1.5 : 1;
  return Math.round((300 + index * 6) * weekend + ((index * 53) % 90));
});

export default function FerrySpanLimits() {
  return (
    <BarChartPro
      height={320}
      xAxis={[
        {
          id: 'days',
          data: days,
          height: 56,
          // A week (6%) to a month (25%) of the 120 days.
          zoom: { minSpan: 6, maxSpan: 25, step: 2, slider: { enabled: true } },
        },
      ]}
      yAxis={[{ width: 48 }]}
      series={[{ data: passengers, label: 'Passengers' }]}
      // Opens on the last 15 days, so that there is room to zoom out as well as in.
      initialZoom={[{ axisId: 'days', start: 87.5, end: 100 }]}
    />
  );
}
