import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';

const itinerary: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'day-1',
    label: 'Day 1 · Lisbon',
    children: [
      { id: 'belem', label: 'Belém Tower' },
      { id: 'alfama', label: 'Alfama walk' },
      { id: 'fado', label: 'Fado dinner' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2 · Sintra',
    children: [
      { id: 'pena', label: 'Pena Palace' },
      { id: 'regaleira', label: 'Quinta da Regaleira' },
    ],
  },
];

function GripIcon() {
  return (
    <SvgIcon fontSize="small">
      {[6, 12, 18].map((y) => (
        <React.Fragment key={y}>
          <circle cx="9" cy={y} r="1.6" />
          <circle cx="15" cy={y} r="1.6" />
        </React.Fragment>
      ))}
    </SvgIcon>
  );
}

const HandleItem = React.forwardRef(function HandleItem(
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
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  // Reordering adds `draggable` and `onDragStart` to the root's props. Moved to the
  // grip, they make it the only place where a drag can start.
  const { draggable, onDragStart, ...rootProps } =
    getRootProps<React.HTMLAttributes<HTMLLIElement>>();

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Box
            component="span"
            draggable={draggable}
            onDragStart={onDragStart}
            data-drag-handle
            title="Drag to move"
            sx={{ display: 'flex', color: 'text.secondary', cursor: 'grab' }}
          >
            <GripIcon />
          </Box>
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DragHandleTree() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 320, minWidth: 280 }}>
      <RichTreeViewPro
        items={itinerary}
        itemsReordering
        defaultExpandedItems={['day-1', 'day-2']}
        slots={{ item: HandleItem }}
        onItemPositionChange={({ itemId, newPosition }) =>
          setLastMove(
            `${itemId} moved to ${newPosition.parentId ?? 'root'} #${newPosition.index}`,
          )
        }
      />
      <Typography variant="body2" aria-live="polite" sx={{ mt: 2 }}>
        {lastMove ?? 'Drag a stop by its grip.'}
      </Typography>
    </Box>
  );
}
