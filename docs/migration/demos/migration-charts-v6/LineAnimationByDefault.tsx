import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['7h', '8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h'];

// Coffees sold per hour by a station kiosk, on two different days.
const coffeesSold = {
  monday: [42, 88, 64, 31, 27, 45, 38, 22, 26, 51],
  saturday: [12, 25, 47, 66, 72, 58, 49, 53, 61, 40],
};

type Day = keyof typeof coffeesSold;

export default function LineAnimationByDefault() {
  const [day, setDay] = React.useState<Day>('monday');
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={day}
          onChange={(_event, value: Day | null) => value && setDay(value)}
        >
          <ToggleButton value="monday">Monday</ToggleButton>
          <ToggleButton value="saturday">Saturday</ToggleButton>
        </ToggleButtonGroup>
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
      <LineChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ min: 0, max: 100, width: 40 }]}
        series={[{ data: coffeesSold[day], label: 'Coffees sold', area: true }]}
      />
    </Stack>
  );
}
