import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// The tasks of a release, in working days from the start of the plan (day 0 is Monday 2 March 2026).
const tasks = [
  { name: 'Design', start: 0, end: 6 },
  { name: 'API work', start: 4, end: 15 },
  { name: 'Front end', start: 8, end: 20 },
  { name: 'Docs', start: 14, end: 22 },
  { name: 'Testing', start: 18, end: 25 },
  { name: 'Release', start: 25, end: 26 },
];

const PLAN_START = Date.UTC(2026, 2, 2);
const DAY_MS = 24 * 60 * 60 * 1000;

// Working day n of the plan as a date: five working days to a week, weekends skipped.
function dateOfWorkingDay(day: number) {
  const calendarDays = Math.floor(day / 5) * 7 + (day % 5);
  return new Date(PLAN_START + calendarDays * DAY_MS).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

export default function ReleasePlanTimeline() {
  return (
    <BarChart
      height={320}
      layout="horizontal"
      hideLegend
      yAxis={[
        { scaleType: 'band', data: tasks.map((task) => task.name), width: 90 },
      ]}
      xAxis={[
        {
          min: 0,
          max: 26,
          tickInterval: [0, 5, 10, 15, 20, 25],
          valueFormatter: (day: number) => dateOfWorkingDay(day),
        },
      ]}
      series={[
        {
          // The invisible first bar runs from day 0 to the start of the task and pushes the second one along.
          data: tasks.map((task) => task.start),
          stack: 'plan',
          color: 'transparent',
          valueFormatter: () => null,
        },
        {
          data: tasks.map((task) => task.end - task.start),
          stack: 'plan',
          label: 'Scheduled',
          valueFormatter: (length, { dataIndex }) => {
            const task = tasks[dataIndex];
            if (length === null || !task) return null;
            return `${dateOfWorkingDay(task.start)} to ${dateOfWorkingDay(task.end - 1)} (${length} working days)`;
          },
        },
      ]}
    />
  );
}
