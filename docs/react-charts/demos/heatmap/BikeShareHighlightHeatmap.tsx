import * as React from 'react';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import type { HeatmapValueType } from '@mui/x-charts-pro/models';

const stations = ['Central', 'Harbour', 'University', 'Park', 'Stadium'];
const slots = ['6–9', '9–12', '12–15', '15–18', '18–21', '21–24'];

// Bikes rented per station and time slot on an average weekday.
const rentals = [
  [64, 38, 41, 70, 52, 18],
  [22, 30, 46, 40, 58, 24],
  [48, 66, 50, 72, 35, 12],
  [10, 26, 44, 38, 30, 6],
  [4, 6, 8, 12, 80, 34],
];

const data: HeatmapValueType[] = rentals.flatMap((row, stationIndex) =>
  row.map((value, slotIndex): HeatmapValueType => [slotIndex, stationIndex, value]),
);

export default function BikeShareHighlightHeatmap() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: slots }]}
      yAxis={[{ data: stations, width: 80 }]}
      series={[
        {
          data,
          label: 'Bikes rented',
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      sx={{
        [`& .${heatmapClasses.cell}.${heatmapClasses.faded}`]: { opacity: 0.35 },
        [`& .${heatmapClasses.cell}.${heatmapClasses.highlighted}`]: {
          stroke: 'currentColor',
          strokeWidth: 2,
        },
      }}
    />
  );
}
