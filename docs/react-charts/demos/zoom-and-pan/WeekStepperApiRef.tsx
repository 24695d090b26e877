import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { useChartProApiRef } from '@mui/x-charts-pro/hooks';
import type { ZoomData } from '@mui/x-charts-pro/models';

const months = ['Jan', 'Feb', 'Mar'];

// Eight weeks of a cycling club's daily distance, from Monday 6 January 2025.
const days = Array.from({ length: 56 }, (_, index) => new Date(2025, 0, 6 + index));
const dayLabels = days.map((date) => `${date.getDate()} ${months[date.getMonth()]}`);
const distances = days.map((date, index) => {
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  return (weekend ? 180 : 60) + ((index * 23) % 40) + index;
});

// One week is 7 of the 56 days, so 12.5% of the axis.
const WEEK = 12.5;

function shift(zoom: ZoomData, by: number): ZoomData {
  const span = zoom.end - zoom.start;
  const start = Math.min(Math.max(zoom.start + by, 0), 100 - span);
  return { ...zoom, start, end: start + span };
}

export default function WeekStepperApiRef() {
  const apiRef = useChartProApiRef<'bar'>();

  const move = (by: number) => {
    apiRef.current?.setAxisZoomData('days', (zoom) => shift(zoom, by));
  };

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => move(-WEEK)}>
          Previous week
        </Button>
        <Button size="small" variant="outlined" onClick={() => move(WEEK)}>
          Next week
        </Button>
      </Stack>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        skipAnimation
        xAxis={[{ id: 'days', data: dayLabels, zoom: { panning: false } }]}
        yAxis={[{ width: 48 }]}
        series={[{ data: distances, label: 'Distance ridden (km)' }]}
        initialZoom={[{ axisId: 'days', start: 0, end: WEEK }]}
      />
    </Stack>
  );
}
