import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const FolderClosedIcon = createSvgIcon(
  <path d="M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8z" />,
  'FolderClosed',
);

const FolderOpenIcon = createSvgIcon(
  <path d="M20 6h-8l-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 12H4V8h16z" />,
  'FolderOpen',
);

const PhotoIcon = createSvgIcon(
  <path d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z" />,
  'Photo',
);

export default function FolderIconsSimple() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['holidays']}
        slots={{
          expandIcon: FolderClosedIcon,
          collapseIcon: FolderOpenIcon,
          endIcon: PhotoIcon,
        }}
        slotProps={{
          expandIcon: { color: 'primary' },
          collapseIcon: { color: 'primary' },
          endIcon: { color: 'action' },
        }}
      >
        <TreeItem itemId="holidays" label="Holidays">
          <TreeItem itemId="crete" label="Crete, June">
            <TreeItem itemId="beach" label="beach-sunset.jpg" />
          </TreeItem>
          <TreeItem itemId="alps" label="alps-panorama.jpg" />
        </TreeItem>
        <TreeItem itemId="family" label="Family">
          <TreeItem itemId="birthday" label="grandma-90.jpg" />
        </TreeItem>
        <TreeItem itemId="scan" label="passport-scan.jpg" />
      </SimpleTreeView>
    </Box>
  );
}
