import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';

interface Note {
  id: string;
  label: string;
  children?: Note[];
}

const notebook: Note[] = [
  {
    id: 'meetings',
    label: 'Meeting notes',
    children: [
      { id: 'kickoff', label: 'Kick-off with the logistics partner, 3 March' },
      { id: 'retro', label: 'Sprint retrospective: what slowed the release down' },
    ],
  },
  {
    id: 'ideas',
    label: 'Ideas for the onboarding flow and the empty states',
    children: [{ id: 'tips', label: 'Short tips' }],
  },
];

const oneLineLabel: React.CSSProperties = {
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
};

const NoteItem = React.forwardRef(function NoteItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { label } = props;
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        label: {
          style: oneLineLabel,
          title: typeof label === 'string' ? label : undefined,
        },
      }}
    />
  );
});

export default function TruncatedLabelTree() {
  return (
    <Box sx={{ minHeight: 200, width: 240, maxWidth: '100%' }}>
      <RichTreeView
        items={notebook}
        defaultExpandedItems={['meetings', 'ideas']}
        slots={{ item: NoteItem }}
      />
    </Box>
  );
}
