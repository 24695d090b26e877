import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

// Share of a town's commuters by means of transport, in %.
const modes = [
  { id: 'car', label: 'Car', data: [58, 56, 55, 51, 48, 45, 43] },
  { id: 'bus', label: 'Bus', data: [18, 18, 14, 16, 18, 19, 19] },
  { id: 'bike', label: 'Bike', data: [11, 13, 18, 20, 21, 23, 25] },
  { id: 'walk', label: 'On foot', data: [13, 13, 13, 13, 13, 13, 13] },
];

function EndLabels() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g>
      {series.map((item) => {
        const lastYear = years.at(-1);
        const value = item.data.at(-1);
        if (lastYear === undefined || value == null) return null;
        return (
          <text
            key={item.id}
            x={(xScale(lastYear) ?? 0) + 8}
            y={yScale(value)}
            fill={item.color}
            dominantBaseline="middle"
            style={{ fontSize: 13, fontWeight: 600 }}
          >
            {typeof item.label === 'string' ? item.label : item.id}
          </text>
        );
      })}
    </g>
  );
}

export default function LineEndLabels() {
  return (
    <LineChart
      height={340}
      margin={{ right: 72 }}
      xAxis={[{ data: years, scaleType: 'point', valueFormatter: String }]}
      yAxis={[{ min: 0, max: 60, valueFormatter: (value: number) => `${value}%` }]}
      series={modes.map((mode) => ({
        ...mode,
        valueFormatter: (value: number | null) => `${value}%`,
      }))}
      hideLegend
    >
      <EndLabels />
    </LineChart>
  );
}
