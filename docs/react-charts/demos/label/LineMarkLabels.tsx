import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Members of a climbing gym at the end of each month.
const members = [412, 438, 455, 449, 487, 530];

function PointLabels({ seriesId }: { seriesId: string }) {
  const theme = useTheme();
  const series = useLineSeries(seriesId);
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();

  if (!series) {
    return null;
  }
  return (
    <g>
      {months.map((month, index) => {
        const value = series.data[index];
        return value == null ? null : (
          <text
            key={month}
            x={xScale(month)}
            y={yScale(value) - 12}
            textAnchor="middle"
            style={{
              fontSize: 12,
              fill: (theme.vars ?? theme).palette.text.primary,
            }}
          >
            {value}
          </text>
        );
      })}
    </g>
  );
}

export default function LineMarkLabels() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ min: 350, max: 560, width: 48 }]}
      series={[{ id: 'members', data: members, label: 'Members' }]}
      hideLegend
    >
      <PointLabels seriesId="members" />
    </LineChart>
  );
}
