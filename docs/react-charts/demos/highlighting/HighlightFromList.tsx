import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Water level (cm) at four gauging stations along a river.
const stations = [
  { id: 'source', label: 'Source', data: [42, 45, 51, 60, 58, 52, 47] },
  { id: 'mill', label: 'Old mill', data: [88, 92, 101, 118, 124, 115, 104] },
  { id: 'bridge', label: 'Town bridge', data: [131, 134, 142, 160, 175, 171, 158] },
  { id: 'estuary', label: 'Estuary', data: [190, 188, 193, 205, 221, 230, 219] },
];

export default function HighlightFromList() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <List
        dense
        sx={{ minWidth: 160 }}
        onMouseLeave={() => setHighlightedItem(null)}
      >
        {stations.map((station) => (
          <ListItem key={station.id} disablePadding>
            <ListItemButton
              selected={highlightedItem?.seriesId === station.id}
              onMouseEnter={() => setHighlightedItem({ seriesId: station.id })}
              onFocus={() => setHighlightedItem({ seriesId: station.id })}
              onBlur={() => setHighlightedItem(null)}
            >
              <ListItemText
                primary={station.label}
                secondary={`Peak ${Math.max(...station.data)} cm`}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <LineChart
        height={300}
        sx={{ flexGrow: 1 }}
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ width: 48 }]}
        series={stations.map((station) => ({
          ...station,
          valueFormatter: (value: number | null) => `${value} cm`,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        hideLegend
      />
    </Stack>
  );
}
