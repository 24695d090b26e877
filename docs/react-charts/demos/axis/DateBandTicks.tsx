import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TickFrequencyDefinition } from '@mui/x-charts/models';

// Bicycles rented from a station each day, from 24 February to 27 April 2025.
const days = Array.from(
  { length: 63 },
  (_, index) => new Date(Date.UTC(2025, 1, 24 + index)),
);
const rentals = days.map((date, index) => {
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
  return Math.round(40 + index * 0.9 + (weekend ? 35 : 0) + 12 * Math.sin(index));
});

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  timeZone: 'UTC',
});
const dayAndMonth = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const DAY = 24 * 60 * 60 * 1000;

// The dates are UTC midnights, so each frequency reads them in UTC.
const monthStarts: TickFrequencyDefinition = {
  getTickNumber: (from, to) =>
    (to.getUTCFullYear() - from.getUTCFullYear()) * 12 +
    to.getUTCMonth() -
    from.getUTCMonth(),
  isTick: (prev, value) => value.getUTCMonth() !== prev.getUTCMonth(),
  format: (date) => monthName.format(date),
};

// A Monday within three days of a month's first day is too close to its label: the axis hides
// a label that would overlap the one before it, which drops the month's name when the Monday comes first.
function isClearOfMonthStart(date: Date) {
  const threeDaysLater = new Date(date.getTime() + 3 * DAY);
  return (
    date.getUTCDate() > 3 && threeDaysLater.getUTCMonth() === date.getUTCMonth()
  );
}

const mondays: TickFrequencyDefinition = {
  getTickNumber: (from, to) =>
    Math.floor((to.getTime() - from.getTime()) / (7 * DAY)),
  isTick: (_prev, value) => value.getUTCDay() === 1 && isClearOfMonthStart(value),
  format: (date) => dayAndMonth.format(date),
};

export default function DateBandTicks() {
  return (
    <BarChart
      height={300}
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          ordinalTimeTicks: [monthStarts, mondays],
          valueFormatter: (date: Date) => dayAndMonth.format(date),
        },
      ]}
      yAxis={[{ label: 'Rentals', width: 56 }]}
      series={[{ data: rentals, label: 'Rentals' }]}
      hideLegend
    />
  );
}
