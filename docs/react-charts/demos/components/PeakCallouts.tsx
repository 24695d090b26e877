import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = ['6h', '8h', '10h', '12h', '14h', '16h', '18h', '20h', '22h'];

// Fine particles (PM2.5, in µg/m³) measured in two districts on the same day.
const harbour = [18, 34, 29, 22, 20, 27, 41, 33, 21];
const parkside = [9, 15, 14, 12, 11, 13, 19, 17, 10];

// Draws a dot and the value at the highest point of every visible line series.
function PeakCallouts() {
  const series = useLineSeries();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  return (
    <g pointerEvents="none">
      {series
        .filter((item) => !item.hidden)
        .map((item) => {
          const values = item.data.map((value) => value ?? -Infinity);
          const peak = Math.max(...values);
          // The domain of a point scale is the list of categories, in order.
          const category = xScale.domain()[values.indexOf(peak)];
          const x = category === undefined ? undefined : xScale(category);
          const y = yScale(peak);
          if (x === undefined) {
            return null;
          }
          return (
            <g key={item.id}>
              <circle cx={x} cy={y} r={6} fill="none" stroke={item.color} />
              <text
                x={x}
                y={y - 12}
                textAnchor="middle"
                fontSize={12}
                fontWeight={600}
                fill={item.color}
              >
                {`Peak ${peak}`}
              </text>
            </g>
          );
        })}
    </g>
  );
}

export default function PeakCalloutsChart() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: hours }]}
      yAxis={[{ width: 40, max: 50 }]}
      series={[
        { id: 'harbour', data: harbour, label: 'Harbour' },
        { id: 'parkside', data: parkside, label: 'Parkside' },
      ]}
      slotProps={{ legend: { toggleVisibilityOnClick: true } }}
    >
      <PeakCallouts />
    </LineChart>
  );
}
