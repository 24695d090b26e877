import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const minutes = [0, 5, 10, 15, 20, 25, 30, 35, 40];

// Heart rate every five minutes during an interval run, in beats per minute:
// two hard efforts of ten minutes, each followed by a slow recovery jog.
const heartRate = [70, 122, 168, 172, 116, 112, 170, 174, 94];

const curves: { curve: CurveType; title: string }[] = [
  { curve: 'linear', title: "curve: 'linear'" },
  { curve: 'natural', title: "curve: 'natural'" },
];

export default function HeartRateCurveComparison() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
      }}
    >
      {curves.map(({ curve, title }) => (
        <Box key={curve}>
          <Typography
            variant="subtitle2"
            component="div"
            sx={{ fontFamily: 'monospace' }}
          >
            {title}
          </Typography>
          <LineChart
            height={260}
            xAxis={[
              {
                data: minutes,
                valueFormatter: (minute: number) => `${minute} min`,
              },
            ]}
            yAxis={[{ width: 40, min: 40, max: 200 }]}
            series={[
              {
                data: heartRate,
                label: 'Heart rate',
                curve,
                valueFormatter: (value) => `${value} bpm`,
              },
            ]}
            grid={{ horizontal: true }}
            hideLegend
          />
        </Box>
      ))}
    </Box>
  );
}
