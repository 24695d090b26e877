import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// One week of steps counted by a phone, and the daily goal drawn as a flat line.
const steps = [8450, 11230, 6980, 10410, 9120, 14870, 5230];
const goal = days.map(() => 10000);

const count = new Intl.NumberFormat('en-US');

export default function HiddenTooltipValues() {
  const [showDay, setShowDay] = React.useState(true);
  const [showGoal, setShowGoal] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormGroup row>
        <FormControlLabel
          control={
            <Switch
              checked={showDay}
              onChange={(event) => setShowDay(event.target.checked)}
            />
          }
          label="Day in the tooltip"
        />
        <FormControlLabel
          control={
            <Switch
              checked={showGoal}
              onChange={(event) => setShowGoal(event.target.checked)}
            />
          }
          label="Goal in the tooltip"
        />
      </FormGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: days, hideTooltip: !showDay }]}
        yAxis={[{ min: 0, width: 56 }]}
        series={[
          {
            data: steps,
            label: 'Steps',
            valueFormatter: (value) => (value === null ? '' : count.format(value)),
          },
          {
            data: goal,
            label: 'Goal',
            showMark: false,
            // null leaves the row out of the axis tooltip.
            valueFormatter: (value) =>
              showGoal && value !== null ? count.format(value) : null,
          },
        ]}
      />
    </Stack>
  );
}
