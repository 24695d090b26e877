import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Asset {
  id: string;
  label: string;
  owner: string;
  size: string;
  children?: Asset[];
}

const driveAssets: Asset[] = [
  {
    id: 'brand',
    label: 'Brand',
    owner: 'Lea Martin',
    size: '48 MB',
    children: [
      { id: 'logo', label: 'logo.svg', owner: 'Lea Martin', size: '12 KB' },
      { id: 'palette', label: 'palette.ase', owner: 'Omar Haddad', size: '3 KB' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    owner: 'Kofi Mensah',
    size: '6 MB',
    children: [
      { id: 'q3', label: 'q3-review.pdf', owner: 'Kofi Mensah', size: '2 MB' },
    ],
  },
];

interface Details {
  asset: Asset;
  path: string[];
}

export default function ItemDetailsTree() {
  const apiRef = useRichTreeViewApiRef<Asset>();
  const [details, setDetails] = React.useState<Details | null>(null);

  const showDetails = (itemId: string | null) => {
    const api = apiRef.current;
    if (!api || itemId == null) {
      setDetails(null);
      return;
    }
    const path: string[] = [];
    for (let id: string | null = itemId; id != null; id = api.getParentId(id)) {
      path.unshift(api.getItem(id).label);
    }
    setDetails({ asset: api.getItem(itemId), path });
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ minHeight: 240 }}
    >
      <Box sx={{ minWidth: 220 }}>
        <RichTreeView
          items={driveAssets}
          apiRef={apiRef}
          defaultExpandedItems={['brand']}
          onSelectedItemsChange={(_event, itemId) => showDetails(itemId)}
        />
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2, minWidth: 220, alignSelf: 'flex-start' }}
      >
        {details ? (
          <React.Fragment>
            <Typography variant="subtitle2">{details.path.join(' / ')}</Typography>
            <Typography variant="body2">Owner: {details.asset.owner}</Typography>
            <Typography variant="body2">Size: {details.asset.size}</Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a file or a folder.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
