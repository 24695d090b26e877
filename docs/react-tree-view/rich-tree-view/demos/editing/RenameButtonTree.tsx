import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  TreeItemLabel,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const PencilIcon = createSvgIcon(
  <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75zM20.71 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75z" />,
  'Pencil',
);

const albums: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'holidays',
    label: 'Holidays',
    children: [
      { id: 'lisbon', label: 'Lisbon, spring' },
      { id: 'skye', label: 'Isle of Skye' },
    ],
  },
  { id: 'wedding', label: "Sam and Alex's wedding" },
];

// Lets the label slot below start editing the item it belongs to.
const StartEditingContext = React.createContext<(() => void) | null>(null);

type LabelProps = React.HTMLAttributes<HTMLDivElement> & { editable?: boolean };

const LabelWithRenameButton = React.forwardRef(function LabelWithRenameButton(
  { children, editable, ...other }: LabelProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const startEditing = React.useContext(StartEditingContext);
  return (
    <TreeItemLabel
      ref={ref}
      editable={editable}
      {...other}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
    >
      <Box component="span" sx={{ flexGrow: 1 }}>
        {children}
      </Box>
      {editable && startEditing ? (
        <IconButton
          size="small"
          tabIndex={-1}
          aria-label="Rename"
          onClick={(event) => {
            // Keep the click from selecting or expanding the item.
            event.stopPropagation();
            startEditing();
          }}
        >
          <PencilIcon fontSize="inherit" />
        </IconButton>
      ) : null}
    </TreeItemLabel>
  );
});

const AlbumItem = React.forwardRef(function AlbumItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });
  return (
    <StartEditingContext.Provider value={interactions.toggleItemEditing}>
      <TreeItem {...props} ref={ref} slots={{ label: LabelWithRenameButton }} />
    </StartEditingContext.Provider>
  );
});

export default function RenameButtonTree() {
  return (
    <Box sx={{ minHeight: 220, minWidth: 280 }}>
      <RichTreeView
        items={albums}
        defaultExpandedItems={['holidays']}
        isItemEditable
        slots={{ item: AlbumItem }}
      />
    </Box>
  );
}
