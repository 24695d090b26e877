import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItem,
  treeItemClasses,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils, useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';

interface Recipe {
  id: string;
  label: string;
  children?: Recipe[];
}

const cookbook: Recipe[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'pho', label: 'Chicken pho' },
    ],
  },
  {
    id: 'baking',
    label: 'Baking',
    children: [
      { id: 'sourdough', label: 'Sourdough loaf' },
      { id: 'scones', label: 'Cheese scones' },
    ],
  },
];

interface MenuTarget {
  itemId: string;
  expandable: boolean;
  expanded: boolean;
  top: number;
  left: number;
}

const OpenMenuContext = React.createContext<(target: MenuTarget) => void>(() => {});

const RecipeItem = React.forwardRef(function RecipeItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { itemId, children } = props;
  const { status } = useTreeItemUtils({ itemId, children });
  const openMenu = React.useContext(OpenMenuContext);

  const handleContextMenu = (event: React.MouseEvent<HTMLLIElement>) => {
    // A nested item sits inside its parent's <li>: only the innermost one opens a menu.
    event.stopPropagation();
    event.preventDefault();
    let { clientX: left, clientY: top } = event;
    if (left === 0 && top === 0) {
      // Some browsers give no position when the keyboard opens it: place it under the row.
      const row = event.currentTarget.querySelector(`.${treeItemClasses.content}`);
      const box = (row ?? event.currentTarget).getBoundingClientRect();
      left = box.left + 24;
      top = box.bottom;
    }
    openMenu({
      itemId,
      expandable: status.expandable,
      expanded: status.expanded,
      top,
      left,
    });
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ root: { onContextMenu: handleContextMenu } }}
    />
  );
});

export default function ContextMenuItem() {
  const apiRef = useRichTreeViewApiRef();
  const [target, setTarget] = React.useState<MenuTarget | null>(null);
  const [open, setOpen] = React.useState(false);
  const renameAfterClose = React.useRef(false);

  const openMenu = React.useCallback((next: MenuTarget) => {
    setTarget(next);
    setOpen(true);
  }, []);

  const toggleExpansion = (event: React.SyntheticEvent) => {
    if (target) {
      apiRef.current?.setItemExpansion({ event, itemId: target.itemId });
    }
    setOpen(false);
  };

  const rename = () => {
    renameAfterClose.current = true;
    setOpen(false);
  };

  // The menu gives the focus back to the item as it closes; opening the text field
  // before that would let the item take the focus from it and save at once.
  const handleExited = () => {
    if (renameAfterClose.current && target) {
      apiRef.current?.setEditedItem(target.itemId);
    }
    renameAfterClose.current = false;
  };

  return (
    <Box sx={{ minHeight: 220, minWidth: 260 }}>
      <OpenMenuContext.Provider value={openMenu}>
        <RichTreeView
          apiRef={apiRef}
          items={cookbook}
          isItemEditable
          defaultExpandedItems={['soups']}
          slots={{ item: RecipeItem }}
        />
      </OpenMenuContext.Provider>
      <Menu
        open={open}
        onClose={() => setOpen(false)}
        anchorReference="anchorPosition"
        anchorPosition={target ? { top: target.top, left: target.left } : undefined}
        slotProps={{ transition: { onExited: handleExited } }}
      >
        {target?.expandable && (
          <MenuItem onClick={toggleExpansion}>
            {target.expanded ? 'Collapse' : 'Expand'}
          </MenuItem>
        )}
        <MenuItem onClick={rename}>Rename</MenuItem>
      </Menu>
    </Box>
  );
}
