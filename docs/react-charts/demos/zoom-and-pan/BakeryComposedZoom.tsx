import * as React from 'react';
import { ChartsContainerPro } from '@mui/x-charts-pro/ChartsContainerPro';
import { ChartsZoomSlider } from '@mui/x-charts-pro/ChartsZoomSlider';
import { ChartsClipPath } from '@mui/x-charts-pro/ChartsClipPath';
import { ChartsXAxis } from '@mui/x-charts-pro/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts-pro/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts-pro/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts-pro/ChartsAxisHighlight';
import { BarPlot } from '@mui/x-charts-pro/BarChart';
import { LinePlot } from '@mui/x-charts-pro/LineChart';

// A bakery's summer: loaves sold each day, and the day's highest temperature.
// Hot days sell fewer loaves.
const days = Array.from({ length: 92 }, (_, index) => index + 1);
const temperatures = days.map((day) =>
  Math.round(24 + 6 * Math.sin(day / 9) + ((day * 7) % 5) - 2),
);
const loaves = temperatures.map(
  (temperature, index) => 420 - (temperature - 20) * 14 + ((index * 31) % 40),
);

export default function BakeryComposedZoom() {
  const clipPathId = React.useId();

  return (
    <ChartsContainerPro
      height={340}
      skipAnimation
      xAxis={[
        {
          id: 'days',
          scaleType: 'band',
          data: days,
          label: 'Day of the summer',
          height: 48,
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[
        { id: 'loaves', width: 64 },
        { id: 'celsius', position: 'right', width: 56 },
      ]}
      series={[
        { type: 'bar', data: loaves, label: 'Loaves sold', yAxisId: 'loaves' },
        {
          type: 'line',
          data: temperatures,
          label: 'High (°C)',
          yAxisId: 'celsius',
          color: '#e65100',
        },
      ]}
      initialZoom={[{ axisId: 'days', start: 0, end: 33 }]}
    >
      {/* When zoomed in, the bars and the line outside the view would spill past the axes. */}
      <g clipPath={`url(#${clipPathId})`}>
        <BarPlot />
        <LinePlot />
        <ChartsAxisHighlight x="band" />
      </g>
      <ChartsXAxis axisId="days" />
      <ChartsYAxis axisId="loaves" label="Loaves sold" />
      <ChartsYAxis axisId="celsius" label="Highest temperature (°C)" />
      <ChartsZoomSlider />
      <ChartsClipPath id={clipPathId} />
      <ChartsTooltip />
    </ChartsContainerPro>
  );
}
