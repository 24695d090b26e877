import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// A runner's 10 km time at each race of the season, in minutes. The races are not evenly spaced.
const raceDates = [
  new Date(Date.UTC(2025, 2, 2)),
  new Date(Date.UTC(2025, 2, 9)),
  new Date(Date.UTC(2025, 2, 16)),
  new Date(Date.UTC(2025, 5, 1)),
  new Date(Date.UTC(2025, 5, 15)),
  new Date(Date.UTC(2025, 8, 7)),
  new Date(Date.UTC(2025, 9, 12)),
];
const minutes = [52.4, 51.8, 51.5, 49.2, 48.9, 47.1, 46.6];

const raceDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const formatMinutes = (value: number | null) =>
  value === null ? '' : `${value} min`;

export default function SparklineTimeAxis() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <div>
        <Typography variant="body2">One step per race (no x-axis)</Typography>
        <SparkLineChart
          data={minutes}
          height={56}
          showTooltip
          showHighlight
          valueFormatter={formatMinutes}
        />
      </div>
      <div>
        <Typography variant="body2">Spaced by date (time x-axis)</Typography>
        <SparkLineChart
          data={minutes}
          height={56}
          showTooltip
          showHighlight
          valueFormatter={formatMinutes}
          xAxis={{
            scaleType: 'time',
            domainLimit: 'strict',
            data: raceDates,
            valueFormatter: (date: Date) => raceDay.format(date),
          }}
        />
      </div>
    </Stack>
  );
}
