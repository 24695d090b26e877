import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Books lent per weekday by three branches of a city library.
const branches = [
  { label: 'Central', data: [312, 284, 356, 301, 398] },
  { label: 'Harbour', data: [141, 128, 166, 152, 190] },
  { label: 'Hillside', data: [96, 102, 88, 117, 134] },
];

export default function BarGapRatios() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 4 }}>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="body2">
            categoryGapRatio: {categoryGapRatio.toFixed(2)}
          </Typography>
          <Slider
            aria-label="categoryGapRatio"
            size="small"
            min={0}
            max={0.9}
            step={0.05}
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value)}
          />
        </Stack>
        <Stack sx={{ flex: 1 }}>
          <Typography variant="body2">
            barGapRatio: {barGapRatio.toFixed(2)}
          </Typography>
          <Slider
            aria-label="barGapRatio"
            size="small"
            min={0}
            max={0.9}
            step={0.05}
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value)}
          />
        </Stack>
      </Stack>
      <BarChart
        height={300}
        xAxis={[
          { scaleType: 'band', data: weekdays, categoryGapRatio, barGapRatio },
        ]}
        yAxis={[{ label: 'Loans', width: 56 }]}
        series={branches}
      />
    </Stack>
  );
}
