import * as React from 'react';
import { ChartsContainerPro } from '@mui/x-charts-pro/ChartsContainerPro';
import { ChartsZoomSlider } from '@mui/x-charts-pro/ChartsZoomSlider';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

// CO2 in a meeting room, one reading every 10 minutes over a working day (08:00–18:00).
// The values follow the meetings: they rise while people are in, fall when they leave.
const times = Array.from({ length: 61 }, (_, index) => 8 * 60 + index * 10);
const co2 = times.map((minute, index) => {
  const inMeeting =
    (minute >= 9 * 60 && minute < 11 * 60) ||
    (minute >= 14 * 60 && minute < 16 * 60);
  const wave = Math.round(40 * Math.sin(index / 3));
  return inMeeting ? 900 + ((minute % 120) / 120) * 500 + wave : 520 + wave;
});

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export default function ZoomableSensorComposition() {
  return (
    <ChartsContainerPro
      height={340}
      xAxis={[
        {
          id: 'time',
          data: times,
          scaleType: 'linear',
          min: times[0],
          max: times[times.length - 1],
          valueFormatter: clock,
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[{ min: 0, width: 48 }]}
      series={[
        {
          type: 'line',
          data: co2,
          label: 'CO₂ (ppm)',
          area: true,
          showMark: false,
          valueFormatter: (value) =>
            value === null ? '' : `${Math.round(value)} ppm`,
        },
      ]}
    >
      <AreaPlot />
      <LinePlot />
      <ChartsReferenceLine
        y={1000}
        label="Ventilate above 1000 ppm"
        lineStyle={{ strokeDasharray: '4 4' }}
      />
      <ChartsXAxis axisId="time" />
      <ChartsYAxis />
      <ChartsZoomSlider />
      <ChartsAxisHighlight x="line" />
      <ChartsTooltip />
    </ChartsContainerPro>
  );
}
