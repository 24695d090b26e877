import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Deliveries per weekday for four consecutive weeks.
const weeks = [
  [32, 41, 38, 45, 29],
  [28, 36, 44, 39, 35],
  [40, 33, 30, 48, 42],
  [25, 45, 41, 34, 38],
];

export default function AnimatedDataChange() {
  const [week, setWeek] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          onClick={() => setWeek((current) => (current + 1) % weeks.length)}
        >
          Next week
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={skipAnimation}
              onChange={(event) => setSkipAnimation(event.target.checked)}
            />
          }
          label="skipAnimation"
        />
      </Stack>
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ data: weekdays }]}
        yAxis={[{ min: 0, max: 50, width: 40 }]}
        series={[{ data: weeks[week] ?? [], label: `Deliveries, week ${week + 1}` }]}
      />
    </Stack>
  );
}
