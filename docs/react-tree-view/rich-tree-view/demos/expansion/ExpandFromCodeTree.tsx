import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const timetable: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'monday',
    label: 'Monday',
    children: [
      { id: 'mon-yoga', label: '07:30 Yoga' },
      { id: 'mon-spin', label: '18:00 Spin class' },
    ],
  },
  {
    id: 'tuesday',
    label: 'Tuesday',
    children: [{ id: 'tue-swim', label: '12:15 Lap swimming' }],
  },
];

export default function ExpandFromCodeTree() {
  const apiRef = useRichTreeViewApiRef();
  const [answer, setAnswer] = React.useState('');

  const setMonday = (event: React.SyntheticEvent, shouldBeExpanded?: boolean) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'monday', shouldBeExpanded });
  };

  const checkMonday = () => {
    const isOpen = apiRef.current?.isItemExpanded('monday');
    setAnswer(isOpen ? 'Monday is open.' : 'Monday is closed.');
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 280, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setMonday(event, true)}
        >
          Open
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setMonday(event, false)}
        >
          Close
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setMonday(event)}
        >
          Toggle
        </Button>
        <Button size="small" onClick={checkMonday}>
          Is Monday open?
        </Button>
      </Stack>
      <Box>
        <RichTreeView items={timetable} apiRef={apiRef} />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {answer}
      </Typography>
    </Stack>
  );
}
