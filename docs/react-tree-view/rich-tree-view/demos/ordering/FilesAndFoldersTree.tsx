import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface Entry {
  id: string;
  label: string;
  kind: 'folder' | 'file';
  children?: Entry[];
}

const project: Entry[] = [
  {
    id: 'src',
    label: 'src',
    kind: 'folder',
    children: [
      { id: 'index', label: 'index.ts', kind: 'file' },
      {
        id: 'components',
        label: 'components',
        kind: 'folder',
        children: [{ id: 'header', label: 'Header.tsx', kind: 'file' }],
      },
    ],
  },
  { id: 'assets', label: 'assets', kind: 'folder', children: [] },
  { id: 'readme', label: 'README.md', kind: 'file' },
  { id: 'package', label: 'package.json', kind: 'file' },
];

function collectKinds(entries: Entry[], kinds: Record<string, Entry['kind']> = {}) {
  entries.forEach((entry) => {
    kinds[entry.id] = entry.kind;
    collectKinds(entry.children ?? [], kinds);
  });
  return kinds;
}

const kinds = collectKinds(project);

export default function FilesAndFoldersTree() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 280 }}>
      <RichTreeViewPro<Entry>
        items={project}
        itemsReordering
        defaultExpandedItems={['src', 'components']}
        // Anything may go at the root or inside a folder, never inside a file.
        canMoveItemToNewPosition={({ newPosition }) =>
          newPosition.parentId === null || kinds[newPosition.parentId] === 'folder'
        }
      />
    </Box>
  );
}
