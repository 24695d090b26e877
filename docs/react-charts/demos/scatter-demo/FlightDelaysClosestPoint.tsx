import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { flights, type Flight } from './flightDelays';

const minutes = (value: number) => `${value > 0 ? '+' : ''}${value} min`;

export default function FlightDelaysClosestPoint() {
  const [selected, setSelected] = React.useState<Flight | null>(null);

  return (
    <Stack spacing={1}>
      <ScatterChart
        height={360}
        series={[
          {
            id: 'flights',
            label: 'Flights',
            data: flights,
            markerSize: 3,
            color: '#5c6bc0',
            valueFormatter: (point) =>
              point &&
              `${point.id}: departed ${minutes(point.x)}, arrived ${minutes(point.y)}`,
          },
        ]}
        xAxis={[{ label: 'Departure delay (min)', min: -10, max: 120, height: 56 }]}
        yAxis={[{ label: 'Arrival delay (min)', width: 56, min: -20, max: 120 }]}
        axisHighlight={{ x: 'line', y: 'line' }}
        voronoiMaxRadius={24}
        onItemClick={(_event: MouseEvent, item: ScatterItemIdentifier) =>
          setSelected(flights[item.dataIndex] ?? null)
        }
        grid={{ horizontal: true, vertical: true }}
        hideLegend
      />
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 20 }}>
        {selected
          ? `${selected.id} to ${selected.destination}: left ${minutes(selected.x)}, landed ${minutes(selected.y)} — ${
              selected.x - selected.y >= 0
                ? `made up ${selected.x - selected.y} min in the air`
                : `lost ${selected.y - selected.x} min in the air`
            }.`
          : 'Click near a point to pick the closest flight.'}
      </Typography>
    </Stack>
  );
}
