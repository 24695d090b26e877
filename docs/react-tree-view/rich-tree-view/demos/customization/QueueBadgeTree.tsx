import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Queue {
  id: string;
  label: string;
  openTickets: number;
  responseTime: string;
  children?: Queue[];
}

const queues: Queue[] = [
  {
    id: 'support',
    label: 'Customer support',
    openTickets: 23,
    responseTime: 'Replies within 4 h',
    children: [
      {
        id: 'billing',
        label: 'Billing',
        openTickets: 9,
        responseTime: 'Replies within 2 h',
      },
      {
        id: 'shipping',
        label: 'Shipping',
        openTickets: 14,
        responseTime: 'Replies within 6 h',
      },
    ],
  },
  {
    id: 'partners',
    label: 'Partners',
    openTickets: 0,
    responseTime: 'Replies next day',
  },
];

const QueueItem = React.forwardRef(function QueueItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const queue = useTreeItemModel<Queue>(props.itemId);
  if (!queue) {
    return <TreeItem {...props} ref={ref} />;
  }
  const label = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="body2">{props.label}</Typography>
        <Typography variant="caption" color="text.secondary">
          {queue.responseTime}
        </Typography>
      </Box>
      <Chip
        size="small"
        // Outlined, the error colour is the text: it reads at 4.5:1 in both modes,
        // where white on a filled warning chip reads at 3:1.
        variant="outlined"
        color={queue.openTickets > 10 ? 'error' : 'default'}
        label={queue.openTickets}
        aria-label={`${queue.openTickets} open tickets`}
      />
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function QueueBadgeTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 300, maxWidth: 420 }}>
      <RichTreeView
        items={queues}
        defaultExpandedItems={['support']}
        slots={{ item: QueueItem }}
      />
    </Box>
  );
}
