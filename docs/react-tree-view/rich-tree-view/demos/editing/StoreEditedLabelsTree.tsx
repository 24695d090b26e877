import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Bed {
  id: string;
  label: string;
  children?: Bed[];
}

const initialBeds: Bed[] = [
  {
    id: 'north',
    label: 'North bed',
    children: [
      { id: 'north-1', label: 'Tomatoes' },
      { id: 'north-2', label: 'Basil' },
    ],
  },
  {
    id: 'south',
    label: 'South bed',
    children: [{ id: 'south-1', label: 'Courgettes' }],
  },
];

function renameBed(beds: Bed[], itemId: string, label: string): Bed[] {
  return beds.map((bed) =>
    bed.id === itemId
      ? { ...bed, label }
      : { ...bed, children: bed.children && renameBed(bed.children, itemId, label) },
  );
}

export default function StoreEditedLabelsTree() {
  const apiRef = useRichTreeViewApiRef<Bed>();
  const [beds, setBeds] = React.useState(initialBeds);
  const [readBack, setReadBack] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Box>
        <RichTreeView<Bed>
          apiRef={apiRef}
          items={beds}
          defaultExpandedItems={['north', 'south']}
          isItemEditable
          onItemLabelChange={(itemId, newLabel) => {
            setBeds((previous) => renameBed(previous, itemId, newLabel));
            setReadBack(
              `Saved "${newLabel}". Inside the callback, getItem('${itemId}').label was still "${apiRef.current?.getItem(itemId).label}".`,
            );
          }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {readBack ?? 'Rename a plant: the list below is your own state.'}
      </Typography>
      <Typography variant="body2" component="pre" sx={{ m: 0, fontSize: 12 }}>
        {beds
          .map(
            (bed) =>
              `${bed.label}: ${(bed.children ?? []).map((plant) => plant.label).join(', ')}`,
          )
          .join('\n')}
      </Typography>
    </Stack>
  );
}
