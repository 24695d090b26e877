import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const glossary: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'networking',
    label: 'Networking',
    children: [
      { id: 'dns', label: 'DNS' },
      { id: 'latency', label: 'Latency' },
      { id: 'proxy', label: 'Proxy' },
    ],
  },
  {
    id: 'storage',
    label: 'Storage',
    children: [
      { id: 'cache', label: 'Cache' },
      { id: 'replica', label: 'Replica' },
    ],
  },
];

function findItem(
  items: TreeViewDefaultItemModelProperties[],
  query: string,
  parentId: string | null,
): { id: string; parentId: string | null } | null {
  for (const item of items) {
    if (item.label.toLowerCase().startsWith(query)) {
      return { id: item.id, parentId };
    }
    const found = item.children ? findItem(item.children, query, item.id) : null;
    if (found) {
      return found;
    }
  }
  return null;
}

export default function FocusSearchTree() {
  const apiRef = useRichTreeViewApiRef();
  const [query, setQuery] = React.useState('rep');
  const [message, setMessage] = React.useState('');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [itemToFocus, setItemToFocus] = React.useState<string | null>(null);

  // The tree mounts the children of a newly opened item in a render that follows ours,
  // so wait for the next frame before focusing the item.
  React.useEffect(() => {
    if (!itemToFocus) {
      return undefined;
    }
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem(null, itemToFocus);
      setItemToFocus(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, itemToFocus]);

  const handleFocus = () => {
    const term = query.trim().toLowerCase();
    const match = term === '' ? null : findItem(glossary, term, null);
    if (!match) {
      setMessage(`No term starts with "${query}".`);
      return;
    }
    const parentId = match.parentId;
    if (parentId && !expandedItems.includes(parentId)) {
      setExpandedItems((previous) => [...previous, parentId]);
    }
    setItemToFocus(match.id);
    setMessage(`Focused ${match.id}.`);
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 320, minWidth: 260 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          size="small"
          label="Term"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button variant="outlined" onClick={handleFocus}>
          Focus
        </Button>
      </Stack>
      <Box>
        <RichTreeView
          items={glossary}
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
