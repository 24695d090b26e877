import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import type {
  HeatmapItemIdentifier,
  HeatmapValueType,
} from '@mui/x-charts-pro/models';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const rooms = ['Atlas', 'Birch', 'Cedar', 'Dune', 'Ember', 'Fjord'];

// Hours booked per room and weekday over the last month (out of 40 bookable hours).
// Rooms that were never booked on a day have no data point: their cell stays empty.
const booked: (number | null)[][] = [
  [34, 36, 31, 35, 18],
  [22, 27, 25, 24, 9],
  [12, 15, null, 14, 4],
  [38, 39, 37, 38, 26],
  [6, null, 8, 7, null],
  [19, 21, 28, 20, 11],
];

const data: HeatmapValueType[] = booked.flatMap((row, roomIndex) =>
  row.flatMap((hours, dayIndex): HeatmapValueType[] =>
    hours === null ? [] : [[dayIndex, roomIndex, hours]],
  ),
);

/** What the text below the chart says about the last click. */
function describeClick(item: HeatmapItemIdentifier | null): string {
  if (item === null) {
    return 'Click a cell to see its details.';
  }
  // onItemClick gives a dataIndex only for a cell that has a data point: the cell's
  // [day, room, hours] tuple is then data[dataIndex]. An empty cell gives no index at all.
  const point = item.dataIndex === undefined ? undefined : data[item.dataIndex];
  if (point === undefined) {
    return 'An empty cell: the click names the series, not the room or the day.';
  }
  const [dayIndex, roomIndex, hours] = point;
  return `${rooms[roomIndex]} on ${days[dayIndex]}: ${hours} of 40 hours booked (${Math.round((hours / 40) * 100)}%)`;
}

export default function RoomBookingClickHeatmap() {
  const [selected, setSelected] = React.useState<HeatmapItemIdentifier | null>(null);

  return (
    <Stack spacing={1}>
      <Heatmap
        height={340}
        xAxis={[{ data: days }]}
        yAxis={[{ data: rooms, width: 64 }]}
        zAxis={[
          {
            colorMap: {
              type: 'continuous',
              min: 0,
              max: 40,
              color: ['#e8eaf6', '#283593'],
            },
          },
        ]}
        series={[
          {
            data,
            label: 'Hours booked',
            valueFormatter: (value) => `${value[2]} of 40 h`,
          },
        ]}
        onItemClick={(_event, item) => setSelected(item)}
      />
      <Typography variant="body2" sx={{ minHeight: 20 }}>
        {describeClick(selected)}
      </Typography>
    </Stack>
  );
}
