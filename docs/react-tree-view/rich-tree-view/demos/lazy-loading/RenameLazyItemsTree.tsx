import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { DataSourceCacheDefault } from '@mui/x-tree-view/utils';

interface Album {
  id: string;
  label: string;
  childCount: number;
}

export default function RenameLazyItemsTree() {
  // A fake server: the albums under each parent ('root' for the top level).
  const server = React.useRef<Record<string, Album[]>>({
    root: [
      { id: 'trips', label: 'Trips', childCount: 2 },
      { id: 'family', label: 'Family', childCount: 1 },
    ],
    trips: [
      { id: 'trips/alps', label: 'Alps 2025', childCount: 0 },
      { id: 'trips/porto', label: 'Porto weekend', childCount: 0 },
    ],
    family: [{ id: 'family/birthday', label: "Grandma's 80th", childCount: 0 }],
  });
  const [status, setStatus] = React.useState('Double-click an album to rename it.');

  const cache = React.useMemo(() => new DataSourceCacheDefault({}), []);
  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (album: Album) => album.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Album[]>((resolve) => {
          setTimeout(() => {
            const children = server.current[parentId ?? 'root'] ?? [];
            resolve(children.map((album) => ({ ...album })));
          }, 500);
        }),
    }),
    [],
  );

  const saveLabel = (itemId: string, label: string) => {
    for (const children of Object.values(server.current)) {
      const album = children.find((candidate) => candidate.id === itemId);
      if (album) {
        album.label = label;
      }
    }
    // The cache still holds the old label: the next expansion of the parent would put it
    // back. Emptying it makes that expansion ask the server, which has the new one.
    cache.clear();
    setStatus(`Saved "${label}" on the server.`);
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 250, minWidth: 280 }}>
      <Box>
        <RichTreeViewPro<Album>
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
          isItemEditable
          onItemLabelChange={saveLabel}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
    </Stack>
  );
}
