import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
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

function UnfoldIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 5.83 15.17 9l1.41-1.41L12 3 7.41 7.59 8.83 9zm0 12.34L8.83 15l-1.41 1.41L12 21l4.59-4.59L15.17 15z" />
    </SvgIcon>
  );
}

interface Place {
  id: string;
  label: string;
  children?: Place[];
}

const regions: Place[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'portugal',
        label: 'Portugal',
        children: [
          { id: 'lisbon', label: 'Lisbon' },
          { id: 'porto', label: 'Porto' },
        ],
      },
      {
        id: 'norway',
        label: 'Norway',
        children: [{ id: 'bergen', label: 'Bergen' }],
      },
    ],
  },
  {
    id: 'asia',
    label: 'Asia',
    children: [
      {
        id: 'japan',
        label: 'Japan',
        children: [
          { id: 'sapporo', label: 'Sapporo' },
          { id: 'fukuoka', label: 'Fukuoka' },
        ],
      },
    ],
  },
];

const PlaceItem = React.forwardRef(function PlaceItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  const expandBranch = (event: React.MouseEvent) => {
    // Keep the click from reaching the row, which would toggle the item again.
    event.stopPropagation();
    const expandWithDescendants = (branchId: string) => {
      const childIds = publicAPI.getItemOrderedChildrenIds(branchId);
      if (childIds.length > 0) {
        publicAPI.setItemExpansion({
          event,
          itemId: branchId,
          shouldBeExpanded: true,
        });
        childIds.forEach(expandWithDescendants);
      }
    };
    expandWithDescendants(itemId);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps()}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable ? (
            <IconButton
              size="small"
              aria-label={`Expand everything in ${typeof label === 'string' ? label : itemId}`}
              onClick={expandBranch}
              sx={{ p: 0.25 }}
            >
              <UnfoldIcon fontSize="inherit" />
            </IconButton>
          ) : null}
        </TreeItemContent>
        {children ? (
          <TreeItemGroupTransition {...getGroupTransitionProps()} />
        ) : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ExpandBranchItem() {
  return (
    <Box sx={{ minHeight: 330, minWidth: 260 }}>
      <RichTreeView items={regions} slots={{ item: PlaceItem }} />
    </Box>
  );
}
