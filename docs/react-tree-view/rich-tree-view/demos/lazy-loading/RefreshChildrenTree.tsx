import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useRichTreeViewProApiRef } from '@mui/x-tree-view-pro/hooks';

interface Ticket {
  id: string;
  label: string;
  childCount: number;
  children?: Ticket[];
}

const queues: Ticket[] = [
  { id: 'urgent', label: 'Urgent queue', childCount: -1 },
  { id: 'normal', label: 'Normal queue', childCount: -1 },
];

export default function RefreshChildrenTree() {
  const apiRef = useRichTreeViewProApiRef<Ticket>();
  // Each refresh of a queue returns one more ticket, so the reload is visible.
  const version = React.useRef<Record<string, number>>({});

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (ticket: Ticket) => ticket.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Ticket[]>((resolve) => {
          setTimeout(() => {
            const queue = parentId ?? 'root';
            const count = (version.current[queue] ?? 0) + 1;
            version.current[queue] = count;
            resolve(
              Array.from({ length: count }, (_, index) => ({
                id: `${queue}-ticket-${index + 1}`,
                label: `Ticket #${index + 1} in ${queue}`,
                childCount: 0,
              })),
            );
          }, 600);
        }),
    }),
    [],
  );

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 280 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => void apiRef.current?.updateItemChildren('urgent')}
        >
          Reload urgent queue
        </Button>
      </Stack>
      <Box>
        <RichTreeViewPro<Ticket>
          apiRef={apiRef}
          items={queues}
          dataSource={dataSource}
        />
      </Box>
    </Stack>
  );
}
