import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Writes each series' name at the end of its line, in the series colour.
function EndLabels() {
  const allSeries = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return (
    <g pointerEvents="none">
      {allSeries.map((series) => {
        const last = series.data.length - 1;
        const value = series.data[last];
        const year = years[last];
        const x = year === undefined ? undefined : xScale(year);
        if (series.hidden || value == null || x === undefined) {
          return null;
        }
        return (
          <text
            key={series.id}
            x={x + 8}
            y={yScale(value)}
            dominantBaseline="central"
            fontSize={13}
            fontWeight={600}
            fill={series.color}
          >
            {typeof series.label === 'function'
              ? series.label('legend')
              : series.label}
          </text>
        );
      })}
    </g>
  );
}

export default function LineEndLabels() {
  return (
    <LineChart
      height={300}
      hideLegend
      margin={{ right: 80 }}
      xAxis={[{ scaleType: 'point', data: years }]}
      yAxis={[{ width: 40, valueFormatter: (value: number) => `${value}%` }]}
      series={[
        { id: 'cycle', data: [7, 9, 12, 14, 15, 17], label: 'Cycle' },
        { id: 'bus', data: [24, 18, 20, 22, 23, 23], label: 'Bus' },
        { id: 'car', data: [52, 55, 50, 47, 45, 42], label: 'Car' },
      ]}
    >
      <EndLabels />
    </LineChart>
  );
}
