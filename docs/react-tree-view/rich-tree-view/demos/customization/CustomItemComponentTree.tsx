import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface FileNode {
  id: string;
  label: string;
  size?: string;
  children?: FileNode[];
}

const files: FileNode[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'beach', label: 'beach.jpg', size: '2.4 MB' },
      { id: 'mountain', label: 'mountain.jpg', size: '3.1 MB' },
    ],
  },
  {
    id: 'documents',
    label: 'Documents',
    children: [{ id: 'tax', label: 'tax-return.pdf', size: '480 KB' }],
  },
  { id: 'groceries', label: 'groceries.txt', size: '2 KB' },
];

const FileTreeItem = React.forwardRef(function FileTreeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const file = useTreeItemModel<FileNode>(props.itemId);
  const label = (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{props.label}</span>
      {file?.size ? (
        <Typography component="span" variant="caption" color="text.secondary">
          {file.size}
        </Typography>
      ) : null}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function CustomItemComponentTree() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 280, maxWidth: 400 }}>
      <RichTreeView
        items={files}
        defaultExpandedItems={['photos']}
        slots={{ item: FileTreeItem }}
      />
    </Box>
  );
}
