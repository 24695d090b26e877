import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { AxisItemIdentifier } from '@mui/x-charts/models';

// Closing price of a fund share over the last 15 trading days, in euros.
const days = [
  '3 Nov',
  '4 Nov',
  '5 Nov',
  '6 Nov',
  '7 Nov',
  '10 Nov',
  '11 Nov',
  '12 Nov',
  '13 Nov',
  '14 Nov',
  '17 Nov',
  '18 Nov',
  '19 Nov',
  '20 Nov',
  '21 Nov',
];
const closes = [
  41.2, 41.6, 41.1, 40.7, 41.9, 42.4, 42.2, 43.1, 43.5, 42.8, 43.9, 44.6, 44.1, 45.0,
  45.3,
];

export default function SparklineHoverValue() {
  const [hoveredIndex, setHoveredIndex] = React.useState<number | null>(null);

  const shownIndex = hoveredIndex ?? closes.length - 1;
  const shownClose = closes[shownIndex] ?? Number.NaN;
  const shownDay = days[shownIndex];

  const handleHighlightedAxisChange = (axisItems: AxisItemIdentifier[]) => {
    const dayItem = axisItems.find((item) => item.axisId === 'days');
    setHoveredIndex(dayItem?.dataIndex ?? null);
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="h5" component="p">
        €{shownClose.toFixed(2)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {hoveredIndex === null
          ? `Latest close, ${shownDay}`
          : `Close on ${shownDay}`}
      </Typography>
      <SparkLineChart
        data={closes}
        height={72}
        area
        baseline="min"
        showHighlight
        xAxis={{ id: 'days', scaleType: 'point', data: days }}
        onHighlightedAxisChange={handleHighlightedAxisChange}
      />
    </Box>
  );
}
