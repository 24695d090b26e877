import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Plant {
  id: string;
  label: string;
  watering: string;
  children?: Plant[];
}

const greenhouse: Plant[] = [
  {
    id: 'succulents',
    label: 'Succulents',
    watering: 'Every two weeks',
    children: [
      { id: 'aloe', label: 'Aloe vera', watering: 'Every three weeks' },
      { id: 'echeveria', label: 'Echeveria', watering: 'Every two weeks' },
    ],
  },
  {
    id: 'ferns',
    label: 'Ferns',
    watering: 'Keep the soil moist',
    children: [
      { id: 'maidenhair', label: 'Maidenhair fern', watering: 'Twice a week' },
    ],
  },
];

export default function FocusDetailsRich() {
  const apiRef = useRichTreeViewApiRef<Plant>();
  const [focused, setFocused] = React.useState<Plant | null>(null);

  return (
    <Stack direction="row" spacing={3} sx={{ minHeight: 240 }}>
      <Box sx={{ flex: 1 }}>
        <RichTreeView
          items={greenhouse}
          apiRef={apiRef}
          defaultExpandedItems={['succulents']}
          onItemFocus={(_event, itemId) =>
            setFocused(apiRef.current?.getItem(itemId) ?? null)
          }
        />
      </Box>
      <Box sx={{ flex: 1 }} aria-live="polite">
        <Typography variant="subtitle2">
          {focused?.label ?? 'No plant focused'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {focused ? `Watering: ${focused.watering}` : 'Move through the tree.'}
        </Typography>
      </Box>
    </Stack>
  );
}
