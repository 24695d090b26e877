import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  treeItemClasses,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

interface PackingEntry {
  id: string;
  label: string;
  children?: PackingEntry[];
}

const packingList: PackingEntry[] = [
  {
    id: 'documents',
    label: 'Documents',
    children: [
      { id: 'passport', label: 'Passport' },
      { id: 'tickets', label: 'Train tickets' },
    ],
  },
  {
    id: 'clothes',
    label: 'Clothes',
    children: [
      { id: 'raincoat', label: 'Raincoat' },
      { id: 'boots', label: 'Hiking boots' },
      { id: 'socks', label: 'Wool socks' },
    ],
  },
];

// Clicks that already have a job: the checkbox toggles itself, the arrow expands.
const ownClickTargets = `.${treeItemClasses.checkbox}, .${treeItemClasses.iconContainer}`;

const PackingItem = React.forwardRef(function PackingItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, children } = props;
  const { status, publicAPI } = useTreeItemUtils({ itemId, children });

  const handleContentClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest(ownClickTargets)) {
      return;
    }
    publicAPI.setItemSelection({ event, itemId, keepExistingSelection: true });
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        content: { onClick: handleContentClick },
        label: {
          style: {
            textDecoration: status.selected ? 'line-through' : undefined,
            opacity: status.selected ? 0.6 : 1,
          },
        },
      }}
    />
  );
});

export default function RowClickChecksItem() {
  return (
    <Box sx={{ minHeight: 270, minWidth: 260 }}>
      <RichTreeView
        items={packingList}
        checkboxSelection
        multiSelect
        selectionPropagation={{ parents: true, descendants: true }}
        expansionTrigger="iconContainer"
        defaultExpandedItems={['documents', 'clothes']}
        slots={{ item: PackingItem }}
      />
    </Box>
  );
}
