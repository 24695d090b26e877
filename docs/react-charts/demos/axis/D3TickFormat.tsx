import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';

// Yearly revenue of a small bakery chain, in dollars.
const years = ['2020', '2021', '2022', '2023', '2024'];
const revenue = [412000, 538000, 1245000, 1890000, 2310000];

// d3-format specifiers: fixed point with grouped digits, SI prefixes, and exponents.
const specifiers = ['$,f', '$~s', '~e'];

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function D3TickFormat() {
  const [specifier, setSpecifier] = React.useState('$~s');

  // The axis scale is a d3 scale: its tickFormat picks a precision that suits the ticks.
  const formatTick = (
    value: number,
    context: AxisValueFormatterContext<'linear'>,
  ) =>
    context.location === 'tick'
      ? context.scale.tickFormat(context.tickNumber, specifier)(value)
      : dollars.format(value);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={specifier}
        onChange={(_, value: string | null) => value && setSpecifier(value)}
        aria-label="d3-format specifier"
      >
        {specifiers.map((option) => (
          <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
            {option}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: years }]}
        yAxis={[{ scaleType: 'linear', width: 80, valueFormatter: formatTick }]}
        series={[
          {
            data: revenue,
            label: 'Revenue',
            valueFormatter: (value) => (value === null ? '' : dollars.format(value)),
          },
        ]}
      />
    </Stack>
  );
}
