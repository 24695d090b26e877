import * as React from 'react';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// A bookshop's sales by genre: copies per quarter, and the share of the year.
const genres = [
  { id: 'crime', label: 'Crime', quarters: [320, 280, 350, 410] },
  { id: 'fantasy', label: 'Fantasy', quarters: [210, 260, 240, 390] },
  { id: 'history', label: 'History', quarters: [150, 140, 120, 220] },
];
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export default function SyncedHighlightCharts() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>(null);

  // The bars have one series per genre; the pie has one arc per genre.
  // Translate between the two kinds of identifiers.
  const barHighlight = React.useMemo(
    () => highlightedItem && { seriesId: highlightedItem.seriesId },
    [highlightedItem],
  );
  const pieHighlight = React.useMemo(() => {
    const index = genres.findIndex(
      (genre) => genre.id === highlightedItem?.seriesId,
    );
    return index === -1 ? null : { seriesId: 'year', dataIndex: index };
  }, [highlightedItem]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <BarChart
        height={280}
        sx={{ flexGrow: 1 }}
        xAxis={[{ data: ['Q1', 'Q2', 'Q3', 'Q4'] }]}
        yAxis={[{ width: 48 }]}
        series={genres.map((genre) => ({
          id: genre.id,
          label: genre.label,
          data: genre.quarters,
          highlightScope: { highlight: 'series', fade: 'global' } as const,
        }))}
        highlightedItem={barHighlight}
        onHighlightChange={(item) =>
          setHighlightedItem(item && { seriesId: item.seriesId })
        }
      />
      <PieChart
        height={280}
        width={280}
        hideLegend
        series={[
          {
            id: 'year',
            innerRadius: 50,
            data: genres.map((genre) => ({
              label: genre.label,
              value: sum(genre.quarters),
            })),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        highlightedItem={pieHighlight}
        onHighlightChange={(item) => {
          const genre =
            item?.dataIndex === undefined ? undefined : genres[item.dataIndex];
          setHighlightedItem(genre ? { seriesId: genre.id } : null);
        }}
      />
    </Stack>
  );
}
