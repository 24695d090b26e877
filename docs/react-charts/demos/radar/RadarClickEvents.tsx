import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RadarChart } from '@mui/x-charts/RadarChart';

const metrics = ['Taste', 'Price', 'Service', 'Speed', 'Setting'];

const restaurants = [
  { id: 'harbour', label: 'Harbour Grill', data: [88, 52, 75, 60, 92] },
  { id: 'noodle', label: 'Noodle Bar', data: [79, 90, 64, 95, 48] },
];

interface RadarClick {
  seriesId: string | number;
  dataIndex: number;
}

function describe(part: string, { seriesId, dataIndex }: RadarClick) {
  const restaurant = restaurants.find((entry) => entry.id === seriesId);
  return `${part} of ${restaurant?.label}: ${metrics[dataIndex]} ${restaurant?.data[dataIndex]}`;
}

export default function RadarClickEvents() {
  const [lastClick, setLastClick] = React.useState('Click an area or a point.');

  return (
    <Stack spacing={1}>
      <RadarChart
        height={320}
        radar={{ max: 100, metrics }}
        series={restaurants.map((restaurant) => ({ ...restaurant, fillArea: true }))}
        onAreaClick={(_event, item) => setLastClick(describe('Area', item))}
        onMarkClick={(_event, item) => setLastClick(describe('Point', item))}
      />
      <Typography variant="body2" aria-live="polite">
        {lastClick}
      </Typography>
    </Stack>
  );
}
