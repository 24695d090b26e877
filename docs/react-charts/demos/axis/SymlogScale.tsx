import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// Net cash flow of a start-up each quarter, in dollars: small losses, then large gains.
const quarters = [
  'Q1 23',
  'Q2 23',
  'Q3 23',
  'Q4 23',
  'Q1 24',
  'Q2 24',
  'Q3 24',
  'Q4 24',
];
const cashFlow = [-8200, -950, -40, 600, 7400, 58000, 310000, 940000];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

const constants = [1, 100, 1000];
// The same ticks for every constant, from the largest loss to the largest gain.
const ticks = [-10000, -1000, 0, 1000, 10000, 100000, 1000000];

export default function SymlogScale() {
  const [constant, setConstant] = React.useState(1);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={constant}
        onChange={(_, value: number | null) => value !== null && setConstant(value)}
        aria-label="symlog constant"
      >
        {constants.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            constant {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[
          {
            scaleType: 'symlog',
            constant,
            min: -10000,
            max: 1000000,
            tickInterval: ticks,
            valueFormatter: (value: number) => dollars.format(value),
            width: 64,
          },
        ]}
        series={[
          {
            data: cashFlow,
            label: 'Net cash flow',
            valueFormatter: (value) => (value === null ? '' : dollars.format(value)),
          },
        ]}
      />
    </Stack>
  );
}
