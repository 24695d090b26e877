import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { AxisValueFormatterContext } from '@mui/x-charts-pro/models';

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// The fill level of a reservoir, in percent, measured every day of 2025.
const days = Array.from({ length: 365 }, (_, index) => new Date(2025, 0, 1 + index));
const levels = days.map((_, index) => {
  const season = 62 + 24 * Math.cos(((index - 75) / 365) * 2 * Math.PI);
  return Math.round(season + 2.5 * Math.sin(index * 0.7));
});

function formatDay(date: Date, context: AxisValueFormatterContext) {
  const dayAndMonth = `${date.getDate()} ${months[date.getMonth()]}`;
  if (context.location === 'tick') {
    return dayAndMonth;
  }
  // The slider's thumbs and the tooltip name the full date.
  return `${weekdays[date.getDay()]} ${dayAndMonth} ${date.getFullYear()}`;
}

export default function ReservoirLevelSliderTooltip() {
  return (
    <LineChartPro
      height={320}
      skipAnimation
      xAxis={[
        {
          id: 'days',
          scaleType: 'time',
          data: days,
          valueFormatter: formatDay,
          zoom: { slider: { enabled: true, showTooltip: 'hover' } },
        },
      ]}
      yAxis={[{ width: 48, min: 0, max: 100 }]}
      series={[
        {
          data: levels,
          label: 'Reservoir level (%)',
          showMark: false,
          valueFormatter: (value) => `${value}%`,
        },
      ]}
      initialZoom={[{ axisId: 'days', start: 40, end: 60 }]}
    />
  );
}
