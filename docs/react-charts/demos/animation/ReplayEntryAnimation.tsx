import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

// Seeds sown in a community garden this spring, in trays.
const crops = [
  { id: 'tomato', label: 'Tomatoes', value: 18 },
  { id: 'beans', label: 'Beans', value: 12 },
  { id: 'lettuce', label: 'Lettuce', value: 9 },
  { id: 'squash', label: 'Squash', value: 6 },
];

export default function ReplayEntryAnimation() {
  // Changing the key mounts new charts, which play their entry animation again.
  const [run, setRun] = React.useState(0);

  return (
    <Stack spacing={1}>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRun((current) => current + 1)}
      >
        Replay
      </Button>
      <Stack direction={{ xs: 'column', sm: 'row' }} key={run}>
        <BarChart
          height={260}
          sx={{ flex: 1 }}
          xAxis={[{ data: crops.map((crop) => crop.label) }]}
          yAxis={[{ width: 32 }]}
          series={[{ data: crops.map((crop) => crop.value), label: 'Trays' }]}
          hideLegend
        />
        <PieChart
          height={260}
          sx={{ flex: 1 }}
          series={[{ data: crops, innerRadius: 40, paddingAngle: 2 }]}
          hideLegend
        />
      </Stack>
    </Stack>
  );
}
