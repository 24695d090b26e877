import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A few sparse readings: altitude (m) and boiling point of water (°C) on a hiking trip.
const readings = [
  { id: 1, x: 120, y: 99.6 },
  { id: 2, x: 850, y: 97.2 },
  { id: 3, x: 1400, y: 95.3 },
  { id: 4, x: 2100, y: 93.1 },
  { id: 5, x: 2900, y: 90.4 },
  { id: 6, x: 3650, y: 88.0 },
];

type Mode = 'infinite' | '40' | 'item' | 'disabled';

export default function VoronoiRadiusOptions() {
  const [mode, setMode] = React.useState<Mode>('40');

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 260 }}>
        <InputLabel id="voronoi-label">Closest point</InputLabel>
        <Select
          labelId="voronoi-label"
          label="Closest point"
          value={mode}
          onChange={(event) => setMode(event.target.value)}
        >
          <MenuItem value="infinite">voronoiMaxRadius unset</MenuItem>
          <MenuItem value="40">voronoiMaxRadius: 40</MenuItem>
          <MenuItem value="item">voronoiMaxRadius: 'item'</MenuItem>
          <MenuItem value="disabled">disableVoronoi</MenuItem>
        </Select>
      </FormControl>
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Altitude (m)', min: 0, max: 4000, height: 56 }]}
        yAxis={[{ label: 'Boiling point (°C)', min: 86, max: 101, width: 56 }]}
        series={[
          {
            data: readings,
            label: 'Readings',
            markerSize: 6,
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (point) =>
              point && `${point.x} m: water boils at ${point.y} °C`,
          },
        ]}
        voronoiMaxRadius={
          mode === 'infinite' || mode === 'disabled'
            ? undefined
            : mode === 'item'
              ? 'item'
              : 40
        }
        disableVoronoi={mode === 'disabled'}
        hideLegend
      />
    </Stack>
  );
}
