import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const supportQueues: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'queues',
    label: 'Support queues',
    children: [
      { id: 'billing', label: 'Billing (2 open)' },
      { id: 'shipping', label: 'Shipping (0 open)' },
    ],
  },
];

const initialCounts = { billing: 2, shipping: 0 };
type Queue = keyof typeof initialCounts;

export default function UpdateLabelTree() {
  const apiRef = useRichTreeViewApiRef();
  const counts = React.useRef({ ...initialCounts });

  const openTicket = (queue: Queue) => {
    counts.current[queue] += 1;
    const name = queue === 'billing' ? 'Billing' : 'Shipping';
    apiRef.current?.updateItemLabel(
      queue,
      `${name} (${counts.current[queue]} open)`,
    );
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 220, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => openTicket('billing')}
        >
          New billing ticket
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => openTicket('shipping')}
        >
          New shipping ticket
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={supportQueues}
          apiRef={apiRef}
          defaultExpandedItems={['queues']}
        />
      </Box>
    </Stack>
  );
}
