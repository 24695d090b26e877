import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Accounts on each plan of a note-taking app: the free plan has thousands of times
// more accounts than the largest one.
const plans = ['Free', 'Personal', 'Team', 'Business', 'Enterprise'];
const accounts = [184000, 12600, 2300, 310, 24];

type ValueScale = 'linear' | 'symlog';

export default function PlanUsersSymlogBars() {
  const [scaleType, setScaleType] = React.useState<ValueScale>('symlog');

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_event, value: ValueScale | null) => value && setScaleType(value)}
        aria-label="Value axis scale"
      >
        <ToggleButton value="symlog">symlog</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: plans }]}
        yAxis={[
          {
            scaleType,
            // Room above the tallest bar for its label.
            max: scaleType === 'symlog' ? 1_000_000 : 200_000,
            width: 72,
            valueFormatter: (value: number) => value.toLocaleString('en-US'),
          },
        ]}
        series={[
          {
            data: accounts,
            label: 'Accounts',
            barLabel: (item) => item.value?.toLocaleString('en-US'),
            barLabelPlacement: 'outside',
            valueFormatter: (value) => value?.toLocaleString('en-US') ?? '',
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
