import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createSvgIcon } from '@mui/material/utils';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

const FolderIcon = createSvgIcon(
  <path d="M10 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-8z" />,
  'Folder',
);
const FolderOpenIcon = createSvgIcon(
  <path d="M20 6h-8l-2-2H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm0 12H4V8h16z" />,
  'FolderOpen',
);
const ImageIcon = createSvgIcon(
  <path d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2zM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z" />,
  'Image',
);
const CodeIcon = createSvgIcon(
  <path d="M9.4 16.6 4.8 12l4.6-4.6L8 6l-6 6 6 6zm5.2 0 4.6-4.6-4.6-4.6L16 6l6 6-6 6z" />,
  'Code',
);

interface Entry {
  path: string;
  name: string;
  kind: 'folder' | 'image' | 'code';
  size?: string;
  entries?: Entry[];
}

const project: Entry[] = [
  {
    path: 'src',
    name: 'src',
    kind: 'folder',
    entries: [
      { path: 'src/app.tsx', name: 'app.tsx', kind: 'code', size: '4 KB' },
      { path: 'src/theme.ts', name: 'theme.ts', kind: 'code', size: '1 KB' },
    ],
  },
  {
    path: 'public',
    name: 'public',
    kind: 'folder',
    entries: [
      { path: 'public/logo.png', name: 'logo.png', kind: 'image', size: '18 KB' },
    ],
  },
  { path: 'vite.config.ts', name: 'vite.config.ts', kind: 'code', size: '600 B' },
];

const FileItem = React.forwardRef(function FileItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const entry = useTreeItemModel<Entry>(itemId);
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { status } = item;

  let KindIcon = CodeIcon;
  if (entry?.kind === 'folder') {
    KindIcon = status.expanded ? FolderOpenIcon : FolderIcon;
  } else if (entry?.kind === 'image') {
    KindIcon = ImageIcon;
  }

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <KindIcon
            fontSize="small"
            color={entry?.kind === 'folder' ? 'primary' : 'action'}
          />
          <TreeItemLabel {...item.getLabelProps()} />
          {entry?.size ? (
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ ml: 'auto', pl: 2 }}
            >
              {entry.size}
            </Typography>
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...item.getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorerItem() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 300, maxWidth: 420 }}>
      <RichTreeView
        items={project}
        getItemId={(entry) => entry.path}
        getItemLabel={(entry) => entry.name}
        getItemChildren={(entry) => entry.entries}
        defaultExpandedItems={['src']}
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
