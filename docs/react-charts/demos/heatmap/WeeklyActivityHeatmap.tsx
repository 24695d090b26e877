import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = ['6h', '9h', '12h', '15h', '18h', '21h'];

// Pull requests opened per time slot over a month: busy on weekday afternoons, quiet on weekends.
function pullRequestsOpened(dayIndex: number, hourIndex: number): number {
  const weekday = dayIndex < 5 ? 1 : 0.25;
  const peak = [0.2, 0.8, 0.6, 1, 0.7, 0.3][hourIndex] ?? 0;
  return Math.round(40 * weekday * peak + ((dayIndex * 7 + hourIndex * 3) % 5));
}

const data: HeatmapValueType[] = days.flatMap((_day, dayIndex) =>
  hours.map((_hour, hourIndex): HeatmapValueType => [
    dayIndex,
    hourIndex,
    pullRequestsOpened(dayIndex, hourIndex),
  ]),
);

export default function WeeklyActivityHeatmap() {
  return (
    <Heatmap
      height={320}
      xAxis={[{ data: days }]}
      yAxis={[{ data: hours, width: 48 }]}
      series={[{ data, label: 'Pull requests opened' }]}
    />
  );
}
