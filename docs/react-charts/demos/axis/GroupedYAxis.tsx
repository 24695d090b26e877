import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Seats sold for each show of a small theatre festival, by venue.
const shows = [
  { title: 'Hamlet', venue: 'Main hall', seats: 412 },
  { title: 'Medea', venue: 'Main hall', seats: 376 },
  { title: 'Faust', venue: 'Main hall', seats: 338 },
  { title: 'Ubu Roi', venue: 'Studio', seats: 118 },
  { title: 'Endgame', venue: 'Studio', seats: 96 },
  { title: 'Woyzeck', venue: 'Garden', seats: 204 },
  { title: 'Yerma', venue: 'Garden', seats: 187 },
];

export default function GroupedYAxis() {
  return (
    <BarChart
      height={360}
      layout="horizontal"
      yAxis={[
        {
          scaleType: 'band',
          data: shows.map((show) => show.title),
          width: 150,
          groups: [
            { getValue: (title: string) => title },
            // Long tick marks push the venue names past the show titles.
            {
              getValue: (_title: string, index: number) => shows[index]?.venue ?? '',
              tickSize: 80,
            },
          ],
        },
      ]}
      xAxis={[{ min: 0, label: 'Seats sold', height: 56 }]}
      series={[{ data: shows.map((show) => show.seats), label: 'Seats sold' }]}
      hideLegend
    />
  );
}
