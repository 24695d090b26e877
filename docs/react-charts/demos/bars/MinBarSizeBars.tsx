import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const channels = ['Mail', 'Chat', 'Call', 'Forum', 'Post', 'Fax'];

// Support requests received in one month, per channel.
const requests = [1240, 860, 310, 9, 2, 0];

export default function MinBarSizeBars() {
  const [minBarSize, setMinBarSize] = React.useState(6);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="min-bar-size-label" sx={{ flexShrink: 0 }}>
          minBarSize: {minBarSize}px
        </Typography>
        <Slider
          size="small"
          value={minBarSize}
          min={0}
          max={16}
          onChange={(_, value) => setMinBarSize(value)}
          aria-labelledby="min-bar-size-label"
          sx={{ maxWidth: 240 }}
        />
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: channels }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: requests, label: 'Requests', minBarSize }]}
        hideLegend
      />
    </Stack>
  );
}
