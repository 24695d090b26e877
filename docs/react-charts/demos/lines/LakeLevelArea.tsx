import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Baseline = 'zero' | 'min' | 'max';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];

// Water level of a mountain lake, in metres above sea level.
const level = [372.4, 372.3, 372.6, 373.1, 373.6, 373.9, 373.7, 373.3, 372.9];

export default function LakeLevelArea() {
  const [baseline, setBaseline] = React.useState<Baseline>('zero');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={baseline}
        onChange={(_, value: Baseline | null) => {
          if (value !== null) {
            setBaseline(value);
          }
        }}
        aria-label="baseline"
      >
        <ToggleButton value="zero">0 (default)</ToggleButton>
        <ToggleButton value="min">min</ToggleButton>
        <ToggleButton value="max">max</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ label: 'Level (m)', width: 64 }]}
        series={[
          {
            data: level,
            label: 'Water level',
            area: true,
            baseline: baseline === 'zero' ? 0 : baseline,
            valueFormatter: (value) => `${value?.toFixed(1)} m`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
