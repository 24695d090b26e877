import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const fruit = [
  { value: 34, label: 'Apples' },
  { value: 21, label: 'Pears' },
  { value: 18, label: 'Plums' },
  { value: 27, label: 'Cherries' },
];

export default function ControlledHighlight() {
  const [highlightedItem, setHighlightedItem] =
    React.useState<HighlightItemData | null>({
      seriesId: 'harvest',
      dataIndex: 0,
    });

  const current =
    highlightedItem?.dataIndex === undefined
      ? null
      : fruit[highlightedItem.dataIndex];

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {fruit.map((item, index) => (
          <Button
            key={item.label}
            size="small"
            variant={highlightedItem?.dataIndex === index ? 'contained' : 'outlined'}
            onClick={() =>
              setHighlightedItem({ seriesId: 'harvest', dataIndex: index })
            }
          >
            {item.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setHighlightedItem(null)}>
          Clear
        </Button>
      </Stack>
      <PieChart
        height={260}
        enableKeyboardNavigation
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        series={[
          {
            id: 'harvest',
            data: fruit,
            innerRadius: 50,
            highlightScope: { highlight: 'item', fade: 'global' },
            highlighted: { additionalRadius: 8 },
            valueFormatter: (item) => `${item.value} crates`,
          },
        ]}
      />
      <Typography variant="body2" color="text.secondary">
        Highlighted:{' '}
        {current ? `${current.label}, ${current.value} crates` : 'nothing'}
      </Typography>
    </Stack>
  );
}
