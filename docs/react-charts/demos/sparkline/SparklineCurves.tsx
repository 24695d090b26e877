import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';

// Water in a rain barrel over two weeks, in litres.
const litres = [40, 38, 35, 80, 95, 92, 88, 70, 66, 120, 140, 131, 118, 110];

const curves: CurveType[] = ['linear', 'natural', 'monotoneX', 'step'];

export default function SparklineCurves() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 2,
      }}
    >
      {curves.map((curve) => (
        <Box key={curve}>
          <Typography variant="caption" color="text.secondary">
            curve=&quot;{curve}&quot;
          </Typography>
          <SparkLineChart
            data={litres}
            height={60}
            curve={curve}
            area
            showHighlight
            showTooltip
            valueFormatter={(value) => `${value} L`}
          />
        </Box>
      ))}
    </Box>
  );
}
