import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Members of a climbing gym who visited at least once, per month.
const memberships = [
  { label: 'Annual pass', data: [420, 436, 451, 470, 482, 495], stack: 'members' },
  {
    label: 'Ten-visit card',
    data: [180, 192, 214, 236, 251, 262],
    stack: 'members',
  },
  { label: 'Day ticket', data: [95, 88, 120, 146, 171, 203], stack: 'members' },
];

export default function RoundedStackedBars() {
  const [borderRadius, setBorderRadius] = React.useState(10);

  return (
    <Stack spacing={1}>
      <Typography variant="body2">borderRadius: {borderRadius}px</Typography>
      <Slider
        aria-label="borderRadius"
        size="small"
        min={0}
        max={24}
        value={borderRadius}
        onChange={(_, value) => setBorderRadius(value)}
        sx={{ maxWidth: 320 }}
      />
      <BarChart
        height={300}
        borderRadius={borderRadius}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Members', width: 56 }]}
        series={memberships}
      />
    </Stack>
  );
}
