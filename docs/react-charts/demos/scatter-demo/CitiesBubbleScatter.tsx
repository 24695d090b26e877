import * as React from 'react';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// European cities: share of commutes by bike (%), yearly hours lost in traffic,
// and population in millions (the bubble).
const cities = [
  { id: 'Amsterdam', x: 36, y: 37, z: 0.93 },
  { id: 'Copenhagen', x: 45, y: 29, z: 0.66 },
  { id: 'Utrecht', x: 51, y: 24, z: 0.37 },
  { id: 'Berlin', x: 18, y: 54, z: 3.75 },
  { id: 'Munich', x: 22, y: 74, z: 1.51 },
  { id: 'Vienna', x: 9, y: 40, z: 2.0 },
  { id: 'Paris', x: 11, y: 97, z: 2.1 },
  { id: 'London', x: 5, y: 101, z: 8.9 },
  { id: 'Madrid', x: 2, y: 51, z: 3.3 },
  { id: 'Rome', x: 1, y: 71, z: 2.8 },
  { id: 'Milan', x: 6, y: 62, z: 1.4 },
  { id: 'Brussels', x: 9, y: 84, z: 1.2 },
  { id: 'Stockholm', x: 13, y: 33, z: 0.98 },
  { id: 'Oslo', x: 7, y: 30, z: 0.71 },
  { id: 'Helsinki', x: 11, y: 22, z: 0.66 },
  { id: 'Warsaw', x: 6, y: 56, z: 1.86 },
  { id: 'Prague', x: 3, y: 49, z: 1.36 },
  { id: 'Lisbon', x: 2, y: 45, z: 0.55 },
  { id: 'Ghent', x: 35, y: 27, z: 0.27 },
  { id: 'Freiburg', x: 34, y: 19, z: 0.23 },
];

// The radius grows with the square root of the population, so the area grows
// with it; the 3 px added to every radius keep small cities visible, above a
// strict proportion.
function BubbleMarker(props: ScatterMarkerProps) {
  const {
    seriesId,
    dataIndex,
    x,
    y,
    color,
    size,
    isHighlighted,
    isFaded,
    ...other
  } = props;
  const population = cities[dataIndex]?.z ?? 0;
  const radius = size * Math.sqrt(population) * 1.6 + 3;

  return (
    <circle
      {...other}
      cx={x}
      cy={y}
      r={isHighlighted ? radius + 2 : radius}
      fill={color}
      fillOpacity={isFaded ? 0.2 : 0.7}
      stroke={color}
      strokeWidth={1.5}
    />
  );
}

export default function CitiesBubbleScatter() {
  return (
    <ScatterChart
      height={380}
      series={[
        {
          id: 'cities',
          label: 'Cities',
          data: cities,
          markerSize: 6,
          zAxisId: 'population',
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (point) =>
            point &&
            `${point.id}: ${point.x}% by bike, ${point.y} h in traffic, ${point.z} M people`,
        },
      ]}
      xAxis={[{ label: 'Commutes by bike (%)', min: 0, max: 55, height: 56 }]}
      yAxis={[{ label: 'Hours lost in traffic per year', width: 64, min: 0 }]}
      zAxis={[
        {
          id: 'population',
          min: 0.2,
          max: 4,
          colorMap: {
            type: 'continuous',
            min: 0.2,
            max: 4,
            color: ['#80cbc4', '#4a148c'],
          },
        },
      ]}
      slots={{ marker: BubbleMarker }}
      voronoiMaxRadius={30}
      grid={{ horizontal: true, vertical: true }}
      hideLegend
    />
  );
}
