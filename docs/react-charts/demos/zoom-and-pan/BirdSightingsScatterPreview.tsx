import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// Sightings of rare birds reported over one year: the day of the year and the
// size of the flock. Reports are few, and cluster in the migration seasons.
const sightings = Array.from({ length: 80 }, (_, index) => {
  const inSpring = index < 40;
  const day = inSpring ? 70 + ((index * 37) % 60) : 240 + ((index * 29) % 70);
  return { id: index, x: day, y: 2 + ((index * 17) % 23) };
});

export default function BirdSightingsScatterPreview() {
  return (
    <ScatterChartPro
      height={340}
      xAxis={[
        {
          id: 'day',
          min: 1,
          max: 365,
          label: 'Day of the year',
          height: 56,
          zoom: { slider: { enabled: true, preview: true } },
        },
      ]}
      yAxis={[{ label: 'Birds in the flock', width: 56 }]}
      series={[
        {
          data: sightings,
          label: 'Sightings',
          markerSize: 5,
          // The preview's markers have a radius of 1 px by default, too small to
          // see for a few dozen points.
          preview: { markerSize: 3 },
        },
      ]}
      initialZoom={[{ axisId: 'day', start: 0, end: 50 }]}
    />
  );
}
