import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Made-up daily readings at a café: afternoon temperature (°C) and cold drinks sold, for two summers.
function summer(offset: number, extraSales: number): ScatterValueType[] {
  return Array.from({ length: 36 }, (_, index) => {
    const temperature = 16 + ((index * 7 + offset) % 19);
    const noise = ((index * 13 + offset) % 11) - 5;
    return {
      id: `${offset}-${index}`,
      x: temperature,
      y: Math.round(temperature * 4.2 - 40 + extraSales + noise),
    };
  });
}

const formatReading = (point: ScatterValueType | null) =>
  point && `${point.x} °C, ${point.y} drinks`;

export default function BackgroundPointsScatter() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ label: 'Afternoon temperature (°C)', min: 14, max: 36, height: 56 }]}
      yAxis={[{ label: 'Cold drinks sold', width: 56 }]}
      series={[
        {
          data: summer(5, 0),
          label: 'Last summer',
          color: '#9e9e9e',
          markerSize: 4,
          highlightScope: { highlight: 'none', fade: 'none' },
          valueFormatter: formatReading,
        },
        {
          data: summer(2, 18),
          label: 'This summer',
          markerSize: 5,
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: formatReading,
        },
      ]}
    />
  );
}
