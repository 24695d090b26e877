import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface Member {
  id: string;
  label: string;
  initials?: string;
  role?: string;
  children?: Member[];
}

const directory: Member[] = [
  {
    id: 'design',
    label: 'Design',
    children: [
      { id: 'amara', label: 'Amara Okafor', initials: 'AO', role: 'Lead' },
      { id: 'jonas', label: 'Jonas Berg', initials: 'JB', role: 'Illustrator' },
    ],
  },
  {
    id: 'research',
    label: 'Research',
    children: [
      { id: 'mei', label: 'Mei Tanaka', initials: 'MT', role: 'Interviews' },
    ],
  },
];

const MemberItem = React.forwardRef(function MemberItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const member = useTreeItemModel<Member>(itemId);
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexGrow: 1 }}>
            {member?.initials ? (
              <Avatar
                sx={{
                  width: 24,
                  height: 24,
                  fontSize: '0.7rem',
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                }}
              >
                {member.initials}
              </Avatar>
            ) : null}
            <TreeItemLabel {...getLabelProps()} />
            {member?.role ? (
              <Typography variant="caption" color="text.secondary">
                {member.role}
              </Typography>
            ) : null}
          </Box>
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ComposedPartsItem() {
  return (
    <Box sx={{ minHeight: 260, minWidth: 320 }}>
      <RichTreeView
        items={directory}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['design', 'research']}
        slots={{ item: MemberItem }}
      />
    </Box>
  );
}
