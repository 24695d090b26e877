import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { VisibilityIdentifier } from '@mui/x-charts/plugins';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];

// Orders shipped by a small online bookshop, by parcel service.
const series = [
  { id: 'post', label: 'Post', data: [182, 205, 196, 240], stack: 'orders' },
  { id: 'courier', label: 'Courier', data: [64, 71, 88, 93], stack: 'orders' },
  { id: 'pickup', label: 'Pick-up point', data: [38, 45, 41, 57], stack: 'orders' },
];

const initiallyHidden: VisibilityIdentifier<'bar'>[] = [
  { type: 'bar', seriesId: 'pickup' },
];

function sumOf(values: number[]) {
  return values.reduce((total, value) => total + value, 0);
}

function totalOfVisibleSeries(hiddenItems: VisibilityIdentifier<'bar'>[]) {
  const visible = series.filter(
    (item) => !hiddenItems.some((hidden) => hidden.seriesId === item.id),
  );
  return sumOf(visible.map((item) => sumOf(item.data)));
}

export default function VisibleSeriesTotal() {
  const [visibleTotal, setVisibleTotal] = React.useState(() =>
    totalOfVisibleSeries(initiallyHidden),
  );

  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: weeks }]}
        series={series}
        initialHiddenItems={initiallyHidden}
        onHiddenItemsChange={(hiddenItems) =>
          setVisibleTotal(totalOfVisibleSeries(hiddenItems))
        }
        slotProps={{ legend: { toggleVisibilityOnClick: true } }}
      />
      <Typography variant="body2" color="text.secondary">
        Orders in the visible series: {visibleTotal}
      </Typography>
    </Stack>
  );
}
