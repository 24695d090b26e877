import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Houses: surface (m²), price (k€) and the distance to the city centre (km) as a third value.
const houses = Array.from({ length: 40 }, (_, index) => {
  const distance = 1 + ((index * 7) % 24);
  const surface = 45 + ((index * 29) % 110);
  const price = Math.round(surface * (5.2 - distance * 0.14) + ((index * 11) % 40));
  return { id: index, x: surface, y: price, z: distance };
});

export default function ColoredByValueScatter() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Surface (m²)', height: 56 }]}
      yAxis={[{ label: 'Price (k€)', width: 60 }]}
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [5, 15],
            colors: ['#2e7d32', '#ed6c02', '#9c27b0'],
          },
        },
      ]}
      series={[
        {
          data: houses,
          label: 'Houses',
          markerSize: 5,
          valueFormatter: (point) =>
            point && `${point.x} m², ${point.y} k€, ${point.z} km from the centre`,
        },
      ]}
      hideLegend
    />
  );
}
