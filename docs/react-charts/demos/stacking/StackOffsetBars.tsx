import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

const years = ['2021', '2022', '2023', '2024'];

// Electricity produced in a region, in TWh, by source.
const sources = [
  { label: 'Hydro', data: [31, 28, 33, 35] },
  { label: 'Wind', data: [12, 17, 22, 29] },
  { label: 'Solar', data: [4, 7, 11, 16] },
  { label: 'Gas', data: [24, 22, 17, 12] },
];

export default function StackOffsetBars() {
  const [asShare, setAsShare] = React.useState(false);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={asShare}
            onChange={(event) => setAsShare(event.target.checked)}
          />
        }
        label="Show as share of the total (stackOffset: 'expand')"
      />
      <BarChart
        height={320}
        xAxis={[{ data: years }]}
        yAxis={[
          {
            width: 56,
            valueFormatter: (value: number) =>
              asShare ? `${Math.round(value * 100)}%` : `${value}`,
          },
        ]}
        series={sources.map((source) => ({
          ...source,
          stack: 'production',
          stackOffset: asShare ? ('expand' as const) : ('none' as const),
          valueFormatter: (value: number | null) => `${value} TWh`,
        }))}
      />
    </Stack>
  );
}
