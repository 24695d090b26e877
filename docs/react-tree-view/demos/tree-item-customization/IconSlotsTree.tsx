import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function PlusSquareIcon(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" {...props}>
      <path d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-2 10h-4v4h-2v-4H7v-2h4V7h2v4h4v2z" />
    </SvgIcon>
  );
}

function MinusSquareIcon(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" {...props}>
      <path d="M19 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2zm-2 10H7v-2h10v2z" />
    </SvgIcon>
  );
}

function DotIcon(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" {...props}>
      <circle cx="12" cy="12" r="4" />
    </SvgIcon>
  );
}

function StarIcon(props: SvgIconProps) {
  return (
    <SvgIcon fontSize="inherit" htmlColor="#f5a623" {...props}>
      <path d="M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z" />
    </SvgIcon>
  );
}

export default function IconSlotsTree() {
  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        defaultExpandedItems={['bookmarks']}
        slots={{
          expandIcon: PlusSquareIcon,
          collapseIcon: MinusSquareIcon,
          endIcon: DotIcon,
        }}
      >
        <TreeItem itemId="bookmarks" label="Bookmarks">
          <TreeItem itemId="news" label="News" />
          <TreeItem itemId="recipes" label="Recipes" />
          <TreeItem
            itemId="favourite"
            label="Favourite site"
            slots={{ icon: StarIcon }}
          />
        </TreeItem>
        <TreeItem itemId="history" label="History">
          <TreeItem itemId="today" label="Today" />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
