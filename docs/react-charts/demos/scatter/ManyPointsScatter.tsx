import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { seededRandom } from './seededRandom';

// 3,000 taxi trips: distance (km), fare (€) and the hour of the day as a third value.
const random = seededRandom(42);
const trips = Array.from({ length: 3000 }, (_, index) => {
  const distance = Math.round((0.5 + random() ** 1.8 * 24) * 10) / 10;
  const hour = Math.floor(random() * 24);
  const night = hour < 6 || hour >= 22 ? 1.25 : 1;
  const fare = Math.round((3 + distance * 1.9 * night + random() * 4) * 10) / 10;
  return { id: index, x: distance, y: fare, z: hour };
});

export default function ManyPointsScatter() {
  return (
    <ScatterChart
      height={360}
      renderer="svg-batch"
      xAxis={[{ label: 'Distance (km)', min: 0, height: 56 }]}
      yAxis={[{ label: 'Fare (€)', min: 0, width: 56 }]}
      zAxis={[
        {
          colorMap: {
            type: 'continuous',
            min: 0,
            max: 23,
            color: ['#283593', '#ffb300'],
          },
        },
      ]}
      series={[
        {
          data: trips,
          label: 'Taxi trips',
          markerSize: 2,
          valueFormatter: (point) =>
            point && `${point.x} km, €${point.y}, at ${point.z}h`,
        },
      ]}
      hideLegend
    />
  );
}
