import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const folders: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'invoices',
    label: 'invoices',
    children: [
      { id: 'invoices-2025', label: '2025' },
      { id: 'invoices-2026', label: '2026' },
    ],
  },
  { id: 'contracts', label: 'contracts' },
  { id: 'payroll', label: 'payroll' },
];

// Folder names: lowercase letters, digits and dashes, 2 to 20 characters.
const validName = /^[a-z0-9-]{2,20}$/;

export default function ValidateLabelTree() {
  const apiRef = useRichTreeViewApiRef();
  // The last accepted label of each item, starting from the items passed.
  const accepted = React.useRef<Record<string, string>>({});
  const [error, setError] = React.useState<string | null>(null);

  const handleLabelChange = (itemId: string, newLabel: string) => {
    const previous =
      accepted.current[itemId] ?? apiRef.current!.getItem(itemId).label;
    if (newLabel === previous) {
      return;
    }
    if (!validName.test(newLabel)) {
      setError(`"${newLabel}" is not a valid folder name, "${previous}" was kept.`);
      // Put the previous label back on screen.
      apiRef.current!.updateItemLabel(itemId, previous);
      return;
    }
    accepted.current[itemId] = newLabel;
    setError(null);
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 260 }}>
      <Box>
        <RichTreeView
          apiRef={apiRef}
          items={folders}
          defaultExpandedItems={['invoices']}
          isItemEditable
          onItemLabelChange={handleLabelChange}
        />
      </Box>
      <Alert severity={error ? 'error' : 'info'} aria-live="polite">
        {error ?? 'Use lowercase letters, digits and dashes (2 to 20 characters).'}
      </Alert>
    </Stack>
  );
}
