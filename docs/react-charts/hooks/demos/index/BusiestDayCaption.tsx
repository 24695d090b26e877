import * as React from 'react';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useBarSeries, useXAxis } from '@mui/x-charts/hooks';

const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

// An HTML caption beside the <svg>: it reads the same series and axis as the plot.
function BusiestDay({ seriesId }: { seriesId: string }) {
  const series = useBarSeries(seriesId);
  const xAxis = useXAxis<'band'>();
  if (!series) {
    return null;
  }
  let busiest = 0;
  series.data.forEach((value, index) => {
    if ((value ?? 0) > (series.data[busiest] ?? 0)) {
      busiest = index;
    }
  });
  const day = String(xAxis.data?.[busiest] ?? '');
  return (
    <Typography variant="body2" sx={{ px: 1 }}>
      Busiest day: <strong>{day}</strong>, with {series.data[busiest]} appointments.
    </Typography>
  );
}

export default function BusiestDayCaption() {
  return (
    <ChartsDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[{ min: 0, width: 40 }]}
      series={[
        {
          type: 'bar',
          id: 'appointments',
          data: [62, 84, 71, 58, 49],
          label: 'Clinic appointments',
        },
      ]}
    >
      <BusiestDay seriesId="appointments" />
      <ChartsSurface>
        <BarPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartsSurface>
      <ChartsTooltip />
    </ChartsDataProvider>
  );
}
