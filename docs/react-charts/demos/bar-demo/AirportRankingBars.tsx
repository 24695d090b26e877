import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Passengers handled in one year by eight regional airports, in millions.
const airports = [
  { name: 'Valmont', passengers: 4.2 },
  { name: 'Port Ardis', passengers: 11.8 },
  { name: 'Kessler Field', passengers: 2.9 },
  { name: 'Lindqvist Intl.', passengers: 9.1 },
  { name: 'Bracken Bay', passengers: 6.4 },
  { name: 'Oduya', passengers: 7.7 },
  { name: 'St. Merrin', passengers: 3.5 },
  { name: 'Halden Cross', passengers: 5.6 },
];

// Largest first: on a horizontal band axis the first category is drawn at the top.
const ranked = [...airports].sort((a, b) => b.passengers - a.passengers);

export default function AirportRankingBars() {
  return (
    <BarChart
      height={380}
      layout="horizontal"
      dataset={ranked}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110 }]}
      xAxis={[{ max: 14, valueFormatter: (value: number) => `${value}M` }]}
      series={[
        {
          dataKey: 'passengers',
          label: 'Passengers (millions)',
          barLabel: (item) => `${item.value?.toFixed(1)}M`,
          barLabelPlacement: 'outside',
          valueFormatter: (value) => `${value?.toFixed(1)} million`,
        },
      ]}
      hideLegend
      borderRadius={3}
    />
  );
}
