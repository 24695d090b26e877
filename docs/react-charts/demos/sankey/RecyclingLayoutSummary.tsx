import * as React from 'react';
import Stack from '@mui/material/Stack';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ChartsSurface } from '@mui/x-charts-pro/ChartsSurface';
import {
  SankeyDataProvider,
  SankeyPlot,
  SankeyTooltip,
  useSankeyLayout,
} from '@mui/x-charts-pro/SankeyChart';

// A town's recycling for one week, in tonnes: who brings it, and where the sorted
// material goes.
const nodes = [
  { id: 'households', label: 'Households' },
  { id: 'shops', label: 'Shops and offices' },
  { id: 'sorting', label: 'Sorting plant' },
  { id: 'paper', label: 'Paper mill' },
  { id: 'glass', label: 'Glass works' },
  { id: 'metal', label: 'Metal smelter' },
  { id: 'rejected', label: 'Rejected' },
];

const links = [
  { source: 'households', target: 'sorting', value: 86 },
  { source: 'shops', target: 'sorting', value: 54 },
  { source: 'sorting', target: 'paper', value: 62 },
  { source: 'sorting', target: 'glass', value: 41 },
  { source: 'sorting', target: 'metal', value: 18 },
  { source: 'sorting', target: 'rejected', value: 19 },
];

/** The end points of the flow, read from the chart's own layout. */
function Destinations() {
  const layout = useSankeyLayout();
  if (!layout) {
    return null;
  }
  const ends = layout.nodes.filter((node) => node.sourceLinks.length === 0);
  const total = ends.reduce((sum, node) => sum + node.value, 0);

  return (
    <List dense aria-label="Where the material goes">
      {ends.map((node) => (
        <ListItem key={node.id} disableGutters>
          <ListItemText
            primary={node.label}
            secondary={`${node.value} t, ${Math.round((node.value / total) * 100)}%`}
          />
        </ListItem>
      ))}
    </List>
  );
}

export default function RecyclingLayoutSummary() {
  return (
    <SankeyDataProvider
      height={300}
      series={[{ type: 'sankey', id: 'recycling', data: { nodes, links } }]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChartsSurface sx={{ flex: 1, minWidth: 0, height: 300 }}>
          <SankeyPlot />
        </ChartsSurface>
        <Stack sx={{ minWidth: 180 }}>
          <Typography variant="subtitle2">Where the material goes</Typography>
          <Destinations />
        </Stack>
      </Stack>
      <SankeyTooltip trigger="item" />
    </SankeyDataProvider>
  );
}
