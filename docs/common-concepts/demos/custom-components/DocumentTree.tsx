import * as React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import type { TreeViewDefaultItemModelProperties } from '@mui/x-tree-view/models';

function PlusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
    </SvgIcon>
  );
}

function MinusIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 11h14v2H5z" />
    </SvgIcon>
  );
}

const DocumentItem = React.forwardRef<HTMLLIElement, TreeItemProps>(
  function DocumentItem(props, ref) {
    return (
      <TreeItem
        {...props}
        ref={ref}
        slotProps={{ label: { style: { fontVariantNumeric: 'tabular-nums' } } }}
      />
    );
  },
);

const documents: TreeViewDefaultItemModelProperties[] = [
  {
    id: 'reports',
    label: 'Reports',
    children: [
      { id: 'report-2024', label: '2024 annual report' },
      { id: 'draft-report-2025', label: '2025 annual report' },
    ],
  },
  { id: 'draft-roadmap', label: 'Roadmap' },
];

export default function DocumentTree() {
  return (
    <RichTreeView
      items={documents}
      slots={{ item: DocumentItem, expandIcon: PlusIcon, collapseIcon: MinusIcon }}
      slotProps={{
        item: (ownerState) => ({
          sx: ownerState.itemId.startsWith('draft-')
            ? { fontStyle: 'italic' }
            : undefined,
        }),
      }}
    />
  );
}
