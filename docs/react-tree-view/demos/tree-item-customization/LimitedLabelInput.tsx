import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';

const MAX_LENGTH = 20;

interface Board {
  id: string;
  label: string;
  children?: Board[];
}

const boards: Board[] = [
  {
    id: 'product',
    label: 'Product',
    children: [
      { id: 'roadmap', label: 'Roadmap 2026' },
      { id: 'bugs', label: 'Bug triage' },
    ],
  },
  {
    id: 'marketing',
    label: 'Marketing',
    children: [{ id: 'launch', label: 'Spring launch' }],
  },
];

const CountedLabelInput = React.forwardRef(function CountedLabelInput(
  props: TreeItemLabelInputProps & { className?: string },
  ref: React.Ref<HTMLDivElement>,
) {
  const { 'data-element': dataElement, value = '', className, ...handlers } = props;
  return (
    <InputBase
      {...handlers}
      ref={ref}
      value={value}
      className={className}
      size="small"
      // The tree recognises its text field by this attribute on the <input>: keys typed
      // in it then stay in the field instead of moving the focus to another item.
      inputProps={{ 'data-element': dataElement, maxLength: MAX_LENGTH }}
      endAdornment={
        <Box
          component="span"
          sx={{
            typography: 'caption',
            color: 'text.secondary',
            whiteSpace: 'nowrap',
          }}
        >
          {MAX_LENGTH - value.length} left
        </Box>
      }
      sx={{
        flex: 1,
        px: 0.5,
        gap: 0.5,
        borderRadius: 1,
        outline: '1px solid',
        outlineColor: 'primary.main',
        bgcolor: 'background.paper',
      }}
    />
  );
});

const BoardItem = React.forwardRef(function BoardItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  return <TreeItem {...props} ref={ref} slots={{ labelInput: CountedLabelInput }} />;
});

export default function LimitedLabelInput() {
  return (
    <Box sx={{ minHeight: 200, minWidth: 260 }}>
      <RichTreeView
        items={boards}
        isItemEditable
        defaultExpandedItems={['product']}
        slots={{ item: BoardItem }}
      />
    </Box>
  );
}
