import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
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
      { id: 'projects.delete', label: 'Delete projects' },
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

export default function CheckboxPropagationTree() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>([
    'projects.read',
  ]);
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>(
    {
      parents: true,
      descendants: true,
    },
  );

  const handleSwitch =
    (flag: keyof TreeViewSelectionPropagation) =>
    (event: React.ChangeEvent<HTMLInputElement>) =>
      setPropagation((previous) => ({ ...previous, [flag]: event.target.checked }));

  return (
    <Stack spacing={2} sx={{ minHeight: 340, minWidth: 280 }}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={propagation.descendants}
              onChange={handleSwitch('descendants')}
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Switch
              checked={propagation.parents}
              onChange={handleSwitch('parents')}
            />
          }
          label="parents"
        />
      </Stack>
      <Box>
        <RichTreeView
          items={permissions}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          defaultExpandedItems={['projects', 'billing']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(_event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {selectedItems.length} selected:{' '}
        {selectedItems.length > 0 ? selectedItems.join(', ') : 'none'}
      </Typography>
    </Stack>
  );
}
