import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Open support tickets per team, for three consecutive weeks.
const teams = ['Billing', 'Accounts', 'Shipping', 'Returns'];
const firstWeek = { label: 'Week 14', data: [34, 21, 48, 17] };
const weeks = [
  firstWeek,
  { label: 'Week 15', data: [27, 25, 39, 22] },
  { label: 'Week 16', data: [41, 18, 30, 26] },
];

export default function ReducedMotionToggle() {
  const [week, setWeek] = React.useState(0);
  const [reduceMotion, setReduceMotion] = React.useState(false);

  const current = weeks[week] ?? firstWeek;

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          variant="outlined"
          onClick={() => setWeek((week + 1) % weeks.length)}
        >
          Next week
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={reduceMotion}
              onChange={(event) => setReduceMotion(event.target.checked)}
            />
          }
          label="Reduce motion"
        />
      </Stack>
      <BarChart
        height={280}
        // The chart already honours the system setting; this switch lets the
        // reader turn motion off on the page itself.
        skipAnimation={reduceMotion}
        xAxis={[{ data: teams }]}
        yAxis={[{ min: 0, max: 50, width: 40 }]}
        series={[{ data: current.data, label: `Open tickets, ${current.label}` }]}
      />
    </Stack>
  );
}
