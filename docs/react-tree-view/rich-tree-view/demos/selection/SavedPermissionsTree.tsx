import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useApplyPropagationToSelectedItemsOnMount } from '@mui/x-tree-view/hooks';
import type {
  TreeViewDefaultItemModelProperties,
  TreeViewSelectionPropagation,
} from '@mui/x-tree-view/models';

const permissions: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects.read', label: 'Read projects' },
      { id: 'projects.write', label: 'Edit projects' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.read', label: 'View invoices' },
      { id: 'billing.pay', label: 'Pay invoices' },
    ],
  },
];

/** What the server stored for this role: the permissions themselves, not the groups. */
const savedPermissions = ['projects.read', 'billing.read', 'billing.pay'];

const propagation: TreeViewSelectionPropagation = {
  parents: true,
  descendants: true,
};

function PermissionsTree({
  title,
  initialSelection,
}: {
  title: string;
  initialSelection: string[];
}) {
  const [selectedItems, setSelectedItems] = React.useState(initialSelection);

  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 240 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <RichTreeView
        aria-label={title}
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['projects', 'billing']}
        selectedItems={selectedItems}
        onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
      />
      <Typography variant="body2" aria-live="polite">
        Selected: {selectedItems.join(', ') || 'none'}
      </Typography>
    </Stack>
  );
}

export default function SavedPermissionsTree() {
  // Computed once, on the first render: later changes to the arguments are ignored.
  const withParents = useApplyPropagationToSelectedItemsOnMount({
    items: permissions,
    selectionPropagation: propagation,
    selectedItems: savedPermissions,
  });

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ width: '100%' }}
    >
      <PermissionsTree title="As saved" initialSelection={savedPermissions} />
      <PermissionsTree
        title="Propagation applied on mount"
        initialSelection={withParents}
      />
    </Stack>
  );
}
