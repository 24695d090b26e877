import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';

interface RemoteNode {
  id: string;
  label: string;
  childCount: number;
}

// A fake server: the children of every folder, keyed by the folder id ('root' for the top level).
const server: Record<string, RemoteNode[]> = {
  root: [
    { id: 'home', label: 'home', childCount: 2 },
    { id: 'var', label: 'var', childCount: 1 },
    { id: 'restricted', label: 'restricted (fails to load)', childCount: 3 },
    { id: 'readme', label: 'README', childCount: 0 },
  ],
  home: [
    { id: 'home/alice', label: 'alice', childCount: 2 },
    { id: 'home/bob', label: 'bob', childCount: 1 },
  ],
  'home/alice': [
    { id: 'home/alice/notes', label: 'notes.md', childCount: 0 },
    { id: 'home/alice/photos', label: 'photos.zip', childCount: 0 },
  ],
  'home/bob': [{ id: 'home/bob/groceries', label: 'groceries.txt', childCount: 0 }],
  var: [{ id: 'var/log', label: 'log', childCount: 2 }],
  'var/log': [
    { id: 'var/log/app', label: 'app.log', childCount: 0 },
    { id: 'var/log/error', label: 'error.log', childCount: 0 },
  ],
};

function fetchChildren(parentId: string | undefined): Promise<RemoteNode[]> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      const key = parentId ?? 'root';
      const children = server[key];
      if (children) {
        resolve(children);
      } else {
        reject(new Error(`Cannot read ${key}`));
      }
    }, 800);
  });
}

// Defined once, outside the component, so that the tree always receives the same object.
const dataSource = {
  getChildrenCount: (node: RemoteNode) => node.childCount,
  getTreeItems: fetchChildren,
};

export default function LazyFileSystemTree() {
  const [requests, setRequests] = React.useState<string[]>([]);

  return (
    <Stack spacing={2} sx={{ minHeight: 340, minWidth: 280 }}>
      <Box>
        <RichTreeViewPro<RemoteNode>
          items={[]}
          dataSource={dataSource}
          onItemsLazyLoaded={({ parentId, isCacheHit }) =>
            setRequests((previous) =>
              [
                `${parentId ?? 'root'}: ${isCacheHit ? 'from cache' : 'fetched'}`,
                ...previous,
              ].slice(0, 4),
            )
          }
        />
      </Box>
      <Box aria-live="polite">
        <Typography variant="subtitle2">Loads</Typography>
        {requests.map((entry, index) => (
          <Typography key={`${index}-${entry}`} variant="body2">
            {entry}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
