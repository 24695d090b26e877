import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];

// Cyclists counted per hour on a bridge.
const counts = {
  weekday: [40, 310, 120, 95, 110, 180, 340, 150, 60],
  weekend: [10, 35, 140, 220, 260, 230, 160, 90, 40],
};

type Day = keyof typeof counts;

export default function AnimatedLineTransition() {
  const [day, setDay] = React.useState<Day>('weekday');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={day}
        onChange={(_event, value: Day | null) => value && setDay(value)}
        aria-label="Day of the week"
      >
        <ToggleButton value="weekday">Weekday</ToggleButton>
        <ToggleButton value="weekend">Weekend</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 400, width: 40 }]}
        series={[
          {
            id: 'cyclists',
            data: counts[day],
            label: 'Cyclists per hour',
            area: true,
            curve: 'monotoneX',
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
