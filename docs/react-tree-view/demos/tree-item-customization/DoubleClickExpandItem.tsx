import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  treeItemClasses,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

interface Folder {
  id: string;
  label: string;
  children?: Folder[];
}

const drive: Folder[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      {
        id: 'photos-2024',
        label: '2024',
        children: [{ id: 'lisbon', label: 'Lisbon trip' }],
      },
      { id: 'photos-2025', label: '2025' },
    ],
  },
  {
    id: 'invoices',
    label: 'Invoices',
    children: [{ id: 'march', label: 'March' }],
  },
];

const FolderItem = React.forwardRef(function FolderItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, children } = props;
  const { interactions } = useTreeItemUtils({ itemId, children });

  const handleDoubleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    // Two quick clicks on the arrow already toggled the item twice.
    if (
      event.target instanceof Element &&
      event.target.closest(`.${treeItemClasses.iconContainer}`)
    ) {
      return;
    }
    interactions.handleExpansion(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        content: {
          onDoubleClick: handleDoubleClick,
          // Keep a double-click from selecting the label's text.
          onMouseDown: (event) => {
            if (event.detail > 1) {
              event.preventDefault();
            }
          },
        },
      }}
    />
  );
});

export default function DoubleClickExpandItem() {
  return (
    <Box sx={{ minHeight: 230, minWidth: 260 }}>
      <RichTreeView
        items={drive}
        expansionTrigger="iconContainer"
        slots={{ item: FolderItem }}
      />
    </Box>
  );
}
