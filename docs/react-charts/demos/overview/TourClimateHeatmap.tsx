import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';
import { PiecewiseColorLegend } from '@mui/x-charts-pro/ChartsLegend';

const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

// Average daily mean temperature per month, in °C (rounded climate normals).
const cities = [
  { name: 'Helsinki', temperatures: [-4, -5, -2, 4, 10, 15, 18, 17, 12, 6, 2, -2] },
  { name: 'Berlin', temperatures: [1, 2, 5, 10, 14, 18, 20, 19, 15, 10, 5, 2] },
  { name: 'Madrid', temperatures: [6, 8, 11, 13, 17, 23, 26, 26, 21, 15, 10, 7] },
  { name: 'Cairo', temperatures: [14, 15, 18, 22, 25, 28, 29, 29, 27, 24, 19, 15] },
  {
    name: 'Cape Town',
    temperatures: [22, 22, 21, 18, 16, 14, 13, 14, 15, 17, 19, 21],
  },
];

const data: HeatmapValueType[] = cities.flatMap((city, cityIndex) =>
  city.temperatures.map((temperature, monthIndex): HeatmapValueType => [
    monthIndex,
    cityIndex,
    temperature,
  ]),
);

export default function TourClimateHeatmap() {
  return (
    <Heatmap
      height={340}
      hideLegend={false}
      slots={{ legend: PiecewiseColorLegend }}
      slotProps={{
        legend: {
          axisDirection: 'z',
          labelPosition: 'inline-end',
          labelFormatter: ({ formattedMin, formattedMax }) => {
            if (formattedMin === null) {
              return `< ${formattedMax} °C`;
            }
            if (formattedMax === null) {
              return `≥ ${formattedMin} °C`;
            }
            return `${formattedMin}–${formattedMax} °C`;
          },
        },
      }}
      xAxis={[{ data: months }]}
      yAxis={[{ data: cities.map((city) => city.name), width: 80 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [0, 5, 10, 15, 20, 25],
            colors: [
              '#1565c0',
              '#42a5f5',
              '#b3e5fc',
              '#fff59d',
              '#ffb74d',
              '#f57c00',
              '#c62828',
            ],
          },
        },
      ]}
      series={[
        {
          data,
          label: 'Mean temperature',
          valueFormatter: (value) => (value ? `${value[2]} °C` : ''),
        },
      ]}
    />
  );
}
