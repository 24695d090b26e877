import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

// CPU load (%) of a server over a day: quiet at night, busy in the afternoon.
const load = hours.map((hour) =>
  Math.round(25 + 60 * Math.exp(-((hour - 15) ** 2) / 18) + ((hour * 7) % 9)),
);

export default function ThresholdColoredLine() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <LineChart
      height={300}
      xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}h` }]}
      yAxis={[
        {
          min: 0,
          max: 100,
          width: 48,
          valueFormatter: (value: number) => `${value}%`,
          colorMap: {
            type: 'piecewise',
            thresholds: [60, 80],
            colors: [palette.success.main, palette.warning.main, palette.error.main],
          },
        },
      ]}
      series={[
        {
          data: load,
          label: 'CPU load',
          showMark: false,
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      hideLegend
    />
  );
}
