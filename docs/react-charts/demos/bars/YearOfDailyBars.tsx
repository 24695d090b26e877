import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { crossings, days, monthStarts } from './yearOfCrossings';

export default function YearOfDailyBars() {
  return (
    <BarChart
      height={320}
      renderer="svg-batch"
      xAxis={[
        {
          scaleType: 'band',
          data: days,
          categoryGapRatio: 0.15,
          tickInterval: monthStarts,
          valueFormatter: (day: string, context) =>
            context.location === 'tick' ? day.replace(/^\d+ /, '') : day,
        },
      ]}
      yAxis={[{ label: 'Crossings', width: 64 }]}
      series={[
        {
          data: crossings,
          label: 'Bicycles',
          valueFormatter: (value) => `${value} bicycles`,
        },
      ]}
      hideLegend
    />
  );
}
