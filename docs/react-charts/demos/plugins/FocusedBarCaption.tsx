import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { useBarSeries, useFocusedItem, useXScale } from '@mui/x-charts/hooks';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// Parcels collected from two parcel lockers.
const series = [
  {
    type: 'bar' as const,
    id: 'station',
    label: 'Station locker',
    data: [48, 52, 61, 57, 73],
  },
  {
    type: 'bar' as const,
    id: 'library',
    label: 'Library locker',
    data: [31, 29, 36, 40, 22],
  },
];

// Reads the keyboard navigation plugin's state and says which bar has the focus.
function FocusCaption() {
  const focused = useFocusedItem();
  const bars = useBarSeries();
  const xScale = useXScale<'band'>();

  let text = 'Press Tab to focus the chart, then use the arrow keys.';
  if (focused?.type === 'bar') {
    const bar = bars.find((item) => item.id === focused.seriesId);
    const day = xScale.domain()[focused.dataIndex];
    const label =
      typeof bar?.label === 'function' ? bar.label('legend') : bar?.label;
    text = `${label}, ${String(day)}: ${bar?.data[focused.dataIndex] ?? '–'} parcels`;
  }
  return (
    <Typography variant="body2" aria-live="polite" sx={{ minHeight: 24, px: 1 }}>
      {text}
    </Typography>
  );
}

export default function FocusedBarCaption() {
  return (
    <ChartsDataProvider
      height={280}
      enableKeyboardNavigation
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ width: 40 }]}
      series={series}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <FocusCaption />
      </Box>
    </ChartsDataProvider>
  );
}
