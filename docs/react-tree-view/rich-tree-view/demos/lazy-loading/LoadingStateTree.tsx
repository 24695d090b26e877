import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';

interface Station {
  id: string;
  label: string;
  childCount: number;
}

const regions: Station[] = [
  { id: 'coast', label: 'Coast (fast answer)', childCount: -1 },
  { id: 'valley', label: 'Valley (slow answer)', childCount: -1 },
  { id: 'mountains', label: 'Mountains (very slow answer)', childCount: -1 },
];

// How long the fake server takes to answer for each region, in milliseconds.
const latency: Record<string, number> = {
  coast: 500,
  valley: 2000,
  mountains: 4000,
};

const dataSource = {
  getChildrenCount: (station: Station) => station.childCount,
  getTreeItems: (parentId?: string) =>
    new Promise<Station[]>((resolve) => {
      const region = parentId ?? 'root';
      setTimeout(() => {
        resolve(
          ['North', 'South', 'Summit'].map((name) => ({
            id: `${region}-${name.toLowerCase()}`,
            label: `${name} station`,
            childCount: 0,
          })),
        );
      }, latency[region] ?? 500);
    }),
};

const StationItem = React.forwardRef(function StationItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { status } = useTreeItemUtils({
    itemId: props.itemId,
    children: props.children,
  });
  const label = (
    <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
      {props.label}
      {status.loading ? (
        <Typography component="span" variant="caption" color="text.secondary">
          asking the stations…
        </Typography>
      ) : null}
    </Box>
  );
  return <TreeItem {...props} ref={ref} label={label} />;
});

export default function LoadingStateTree() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 300 }}>
      <RichTreeViewPro<Station>
        items={regions}
        dataSource={dataSource}
        slots={{ item: StationItem }}
      />
    </Box>
  );
}
