import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 30 }, (_, index) => new Date(2026, 3, index + 1));

// Daily unique visitors of an online shop in April 2026, higher on weekends.
const visitors = [
  4210, 4380, 4650, 5820, 6010, 4190, 4330, 4520, 4480, 4710, 6150, 6390, 4620, 4580,
  4790, 4850, 5020, 6640, 6920, 4980, 5110, 5270, 5190, 5400, 7150, 7480, 5360, 5520,
  5610, 5750,
];

export default function VisitorsGradientArea() {
  const theme = useTheme();
  const color = (theme.vars ?? theme).palette.primary.main;

  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'time',
          domainLimit: 'strict',
          data: days,
          valueFormatter: (date: Date, context) =>
            date.toLocaleDateString('en-US', {
              month: 'short',
              day: 'numeric',
              weekday: context.location === 'tooltip' ? 'long' : undefined,
            }),
        },
      ]}
      yAxis={[{ width: 56, min: 0 }]}
      series={[
        {
          id: 'visitors',
          data: visitors,
          label: 'Visitors',
          area: true,
          showMark: false,
          color,
          valueFormatter: (value) =>
            value === null ? '' : value.toLocaleString('en-US'),
        },
      ]}
      hideLegend
      grid={{ horizontal: true }}
      sx={{
        [`& .${lineClasses.area}[data-series="visitors"]`]: {
          fill: 'url(#visitors-gradient)',
        },
        [`& .${lineClasses.line}[data-series="visitors"]`]: {
          strokeWidth: 2.5,
        },
      }}
    >
      <defs>
        <linearGradient id="visitors-gradient" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" style={{ stopColor: color }} stopOpacity={0.45} />
          <stop offset="100%" style={{ stopColor: color }} stopOpacity={0} />
        </linearGradient>
      </defs>
    </LineChart>
  );
}
