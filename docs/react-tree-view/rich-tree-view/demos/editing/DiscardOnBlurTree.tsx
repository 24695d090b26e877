import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type {
  TreeViewCancellableEvent,
  TreeViewDefaultItemModelProperties,
} from '@mui/x-tree-view/models';

const playlists: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'running',
    label: 'Running',
    children: [
      { id: 'tempo', label: 'Tempo runs' },
      { id: 'long', label: 'Sunday long run' },
    ],
  },
  { id: 'focus', label: 'Deep focus' },
];

// An item whose label field cancels the rename when it loses the focus:
// only Enter saves.
const DiscardOnBlurItem = React.forwardRef(function DiscardOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        labelInput: {
          onBlur: (event: React.FocusEvent & TreeViewCancellableEvent) => {
            // Skips the tree's own blur handler, which saves.
            event.defaultMuiPrevented = true;
            interactions.handleCancelItemLabelEditing(event);
          },
        },
      }}
    />
  );
});

export default function DiscardOnBlurTree() {
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 220, minWidth: 280 }}>
      <RichTreeView
        items={playlists}
        defaultExpandedItems={['running']}
        isItemEditable
        slots={{ item: DiscardOnBlurItem }}
        onItemLabelChange={(itemId, label) => setLastSaved(`${itemId}: ${label}`)}
      />
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        Last saved: {lastSaved ?? 'nothing yet'}
      </Typography>
    </Box>
  );
}
