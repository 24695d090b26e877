import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

const inbox: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'work',
    label: 'Work',
    children: [
      { id: 'invoices', label: 'Invoices' },
      {
        id: 'clients',
        label: 'Clients',
        children: [
          { id: 'harbour-bakery', label: 'Harbour Bakery' },
          { id: 'nordlys-studio', label: 'Nordlys Studio' },
        ],
      },
    ],
  },
  {
    id: 'personal',
    label: 'Personal',
    children: [
      { id: 'travel', label: 'Travel' },
      { id: 'family', label: 'Family' },
    ],
  },
  { id: 'archive', label: 'Archive' },
];

// Every id that has children, at any depth.
const getParentIds = (items: TreeViewDefaultItemModelProperties[]): string[] =>
  items.flatMap((item) =>
    item.children?.length ? [item.id, ...getParentIds(item.children)] : [],
  );

const foldersWithChildren = getParentIds(inbox);

export default function ExpansionApiTree() {
  const apiRef = useRichTreeViewApiRef();

  const setAll = (event: React.SyntheticEvent, shouldBeExpanded: boolean) => {
    foldersWithChildren.forEach((itemId) => {
      apiRef.current?.setItemExpansion({ event, itemId, shouldBeExpanded });
    });
  };

  return (
    <Stack spacing={2} sx={{ minHeight: 360, minWidth: 260 }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setAll(event, true)}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={(event) => setAll(event, false)}
        >
          Collapse all
        </Button>
      </Stack>
      <RichTreeView items={inbox} apiRef={apiRef} />
    </Stack>
  );
}
