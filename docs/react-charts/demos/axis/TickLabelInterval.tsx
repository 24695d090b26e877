import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Electricity drawn by one household, in kWh, for each hour of 3 March 2025 (UTC).
const hours = Array.from(
  { length: 25 },
  (_, hour) => new Date(Date.UTC(2025, 2, 3, hour)),
);
const usage = [
  0.31, 0.28, 0.27, 0.26, 0.27, 0.35, 0.82, 1.24, 0.96, 0.52, 0.44, 0.47, 0.71, 0.58,
  0.43, 0.41, 0.49, 0.88, 1.46, 1.62, 1.18, 0.86, 0.61, 0.42, 0.33,
];

const hourLabel = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

export default function TickLabelInterval() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: hours,
          // A tick mark at every hour...
          tickInterval: hours,
          // ...and a label only every six hours.
          tickLabelInterval: (time: Date) => time.getUTCHours() % 6 === 0,
          valueFormatter: (time: Date) => hourLabel.format(time),
        },
      ]}
      yAxis={[{ label: 'kWh', min: 0 }]}
      series={[{ data: usage, label: 'Electricity', showMark: false }]}
    />
  );
}
