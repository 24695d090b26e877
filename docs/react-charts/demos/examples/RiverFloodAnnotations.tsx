import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const days = Array.from({ length: 30 }, (_, index) => index + 1);

// Water level of a river at a town gauge through November, in metres, with a flood
// after three days of heavy rain (days 11–13).
const level = [
  1.9, 1.9, 2.0, 2.0, 1.9, 2.1, 2.2, 2.2, 2.3, 2.6, 3.4, 4.3, 5.1, 5.6, 5.3, 4.7,
  4.1, 3.6, 3.2, 2.9, 2.7, 2.6, 2.5, 2.4, 2.4, 2.3, 2.3, 2.2, 2.2, 2.1,
];
const alertLevel = 4;
const peakDay = level.indexOf(Math.max(...level)) + 1;

// An annotation drawn in the chart's SVG: a ring around the peak and a note beside it.
function PeakAnnotation({ day, value }: { day: number; value: number }) {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const x = xScale(day);
  const y = yScale(value);
  if (x === undefined) {
    return null;
  }

  return (
    <g>
      <circle
        cx={x}
        cy={y}
        r={9}
        fill="none"
        style={{ stroke: palette.error.main }}
        strokeWidth={2}
      />
      <line
        x1={x + 9}
        y1={y}
        x2={x + 36}
        y2={y}
        style={{ stroke: palette.error.main }}
      />
      <text
        x={x + 40}
        y={y}
        dominantBaseline="central"
        style={{ fontSize: 13, fontWeight: 600, fill: palette.text.primary }}
      >
        Peak {value.toFixed(1)} m on Nov {day}
      </text>
    </g>
  );
}

export default function RiverFloodAnnotations() {
  const theme = useTheme();
  const palette = (theme.vars ?? theme).palette;

  return (
    <LineChart
      height={360}
      xAxis={[
        {
          data: days,
          scaleType: 'point',
          valueFormatter: (day: number) => `Nov ${day}`,
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 6.5,
          width: 48,
          valueFormatter: (value: number) => `${value} m`,
        },
      ]}
      series={[
        {
          data: level,
          label: 'Water level',
          showMark: false,
          area: true,
          valueFormatter: (value) => `${value?.toFixed(1)} m`,
        },
      ]}
      grid={{ horizontal: true }}
      hideLegend
      sx={{ [`& .${lineClasses.area}`]: { fillOpacity: 0.25 } }}
    >
      <ChartsReferenceLine
        y={alertLevel}
        label="Flood alert: 4 m"
        labelAlign="start"
        lineStyle={{ stroke: palette.warning.main, strokeDasharray: '6 4' }}
        labelStyle={{ fontSize: 12, fill: palette.warning.dark }}
      />
      <ChartsReferenceLine
        x={11}
        label="Heavy rain starts"
        labelAlign="start"
        lineStyle={{ stroke: palette.info.main }}
        labelStyle={{ fontSize: 12, fill: palette.info.main }}
      />
      <PeakAnnotation day={peakDay} value={level[peakDay - 1] ?? 0} />
    </LineChart>
  );
}
