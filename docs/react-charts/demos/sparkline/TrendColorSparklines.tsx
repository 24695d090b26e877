import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lineClasses } from '@mui/x-charts/LineChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily visitors of four museums over two weeks, in hundreds.
const museums = [
  {
    name: 'Maritime',
    data: [31, 29, 33, 35, 34, 38, 41, 40, 43, 45, 44, 47, 50, 52],
  },
  {
    name: 'Natural history',
    data: [58, 61, 57, 55, 56, 52, 50, 51, 48, 47, 49, 45, 44, 42],
  },
  { name: 'Design', data: [22, 24, 21, 23, 22, 25, 24, 23, 26, 24, 25, 27, 26, 28] },
  {
    name: 'Railway',
    data: [40, 38, 41, 37, 36, 38, 34, 35, 33, 34, 31, 32, 30, 29],
  },
];

const rising = '#2e7d32';
const falling = '#d32f2f';

function trendOf(data: number[]) {
  return (data.at(-1) ?? 0) - (data[0] ?? 0);
}

export default function TrendColorSparklines() {
  const [strokeWidth, setStrokeWidth] = React.useState(1.5);

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" id="stroke-width-label" sx={{ flexShrink: 0 }}>
          Line width: {strokeWidth}px
        </Typography>
        <Slider
          size="small"
          value={strokeWidth}
          min={0.5}
          max={4}
          step={0.5}
          onChange={(_, value) => setStrokeWidth(value)}
          aria-labelledby="stroke-width-label"
          sx={{ maxWidth: 200 }}
        />
      </Stack>
      {museums.map((museum) => {
        const trend = trendOf(museum.data);
        return (
          <Stack
            key={museum.name}
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ width: 120, flexShrink: 0 }}>
              {museum.name}
            </Typography>
            <SparkLineChart
              data={museum.data}
              height={36}
              color={trend >= 0 ? rising : falling}
              sx={{ flex: 1, [`& .${lineClasses.line}`]: { strokeWidth } }}
            />
            <Typography
              variant="body2"
              sx={{
                width: 48,
                textAlign: 'right',
              }}
            >
              {trend >= 0 ? '+' : '−'}
              {Math.abs(trend)}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
