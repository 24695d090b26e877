import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  DataSourceCacheDefault,
  type DataSourceCache,
} from '@mui/x-tree-view/utils';

interface Shelf {
  id: string;
  label: string;
  childCount: number;
}

const catalogue: Record<string, Shelf[]> = {
  root: [
    { id: 'poetry', label: 'Poetry', childCount: 2 },
    { id: 'travel', label: 'Travel writing', childCount: 2 },
  ],
  poetry: [
    { id: 'poetry/odes', label: 'Odes to the Sea', childCount: 0 },
    { id: 'poetry/haiku', label: 'A Year of Haiku', childCount: 0 },
  ],
  travel: [
    { id: 'travel/silk', label: 'Along the Silk Road', childCount: 0 },
    { id: 'travel/fjords', label: 'Winter in the Fjords', childCount: 0 },
  ],
};

// A cache that never keeps anything: every expansion asks the server again.
const noCache: DataSourceCache<Shelf> = {
  set: () => {},
  get: () => undefined,
  clear: () => {},
};

export default function CacheOrNoCacheTree() {
  const [useCache, setUseCache] = React.useState(true);
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo(
    () => ({
      getChildrenCount: (shelf: Shelf) => shelf.childCount,
      getTreeItems: (parentId?: string) =>
        new Promise<Shelf[]>((resolve) => {
          setTimeout(() => {
            setRequests((count) => count + 1);
            resolve(catalogue[parentId ?? 'root'] ?? []);
          }, 600);
        }),
    }),
    [],
  );

  // A new cache each time the switch changes; `key` below remounts the tree with it.
  const cache = React.useMemo(
    () => (useCache ? new DataSourceCacheDefault<Shelf>({ ttl: 60_000 }) : noCache),
    [useCache],
  );

  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 280 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={useCache}
              onChange={(event) => {
                setUseCache(event.target.checked);
                setRequests(0);
              }}
            />
          }
          label="Cache for one minute"
        />
        <Typography variant="body2" aria-live="polite">
          Server requests: {requests}
        </Typography>
      </Stack>
      <Box>
        <RichTreeViewPro<Shelf>
          key={useCache ? 'cache' : 'no-cache'}
          items={[]}
          dataSource={dataSource}
          dataSourceCache={cache}
        />
      </Box>
    </Stack>
  );
}
