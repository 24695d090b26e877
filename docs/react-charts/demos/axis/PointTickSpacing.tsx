import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Water level of a river gauge at noon, every day of March and April, in cm.
const days = Array.from(
  { length: 61 },
  (_, index) => new Date(Date.UTC(2025, 2, 1 + index)),
);
const levels = days.map((_, index) =>
  Math.round(140 + 55 * Math.sin(index / 9) + 20 * Math.sin(index / 2.5)),
);

const dayLabel = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

const spacings = [0, 40, 80];

export default function PointTickSpacing() {
  const [tickSpacing, setTickSpacing] = React.useState(40);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={tickSpacing}
        onChange={(_event, value: number | null) => {
          if (value !== null) setTickSpacing(value);
        }}
        aria-label="Tick spacing"
      >
        {spacings.map((spacing) => (
          <ToggleButton key={spacing} value={spacing}>
            {spacing} px
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: days,
            tickSpacing,
            valueFormatter: (date: Date) => dayLabel.format(date),
          },
        ]}
        yAxis={[{ label: 'Level (cm)', width: 56 }]}
        series={[
          {
            data: levels,
            label: 'River level',
            showMark: false,
            valueFormatter: (value) => `${value} cm`,
          },
        ]}
      />
    </Stack>
  );
}
