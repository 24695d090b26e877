import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { PiecewiseColorLegend } from '@mui/x-charts-pro/ChartsLegend';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1}`);
const stations = ['Harbour', 'Ring road', 'Old town', 'University', 'Hill park'];

// Daily air quality index (AQI) at five measuring stations over two weeks of January.
// A cold, windless spell from day 6 to day 9 traps pollution near the ground.
const baseline = [58, 74, 52, 41, 28];
function aqi(stationIndex: number, dayIndex: number): number {
  const inversion =
    dayIndex >= 5 && dayIndex <= 8 ? 70 - Math.abs(dayIndex - 6.5) * 12 : 0;
  const traffic = dayIndex % 7 >= 5 ? -10 : 0;
  const wobble = ((stationIndex * 11 + dayIndex * 7) % 9) - 4;
  const base = baseline[stationIndex] ?? 50;
  return Math.round(base + inversion * (base / 60) + traffic + wobble);
}

const data: HeatmapValueType[] = stations.flatMap((_station, stationIndex) =>
  days.map((_day, dayIndex): HeatmapValueType => [
    dayIndex,
    stationIndex,
    aqi(stationIndex, dayIndex),
  ]),
);

const categories = ['Good', 'Moderate', 'Unhealthy for some', 'Unhealthy'];

export default function AirQualityBandsHeatmap() {
  return (
    <Heatmap
      height={340}
      xAxis={[{ data: days, label: 'January', height: 56 }]}
      yAxis={[{ data: stations, width: 88 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [51, 101, 151],
            colors: ['#66bb6a', '#fdd835', '#fb8c00', '#d32f2f'],
          },
        },
      ]}
      series={[
        {
          data,
          label: 'Air quality index',
          valueFormatter: (value) => {
            const index = value[2];
            const category =
              categories[index < 51 ? 0 : index < 101 ? 1 : index < 151 ? 2 : 3];
            return `${index} (${category})`;
          },
        },
      ]}
      hideLegend={false}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          labelPosition: 'inline-end',
          labelFormatter: ({ index }) => categories[index] ?? null,
        },
      }}
    />
  );
}
