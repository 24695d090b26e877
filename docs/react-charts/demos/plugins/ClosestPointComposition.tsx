import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import {
  ScatterPlot,
  SCATTER_CHART_PLUGINS,
  type ScatterChartPluginSignatures,
} from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Trees surveyed in a park: trunk diameter (cm) and height (m).
const trees = [
  { id: 'oak-1', species: 'Oak', x: 62, y: 21 },
  { id: 'oak-2', species: 'Oak', x: 48, y: 17 },
  { id: 'oak-3', species: 'Oak', x: 81, y: 24 },
  { id: 'beech-1', species: 'Beech', x: 55, y: 26 },
  { id: 'beech-2', species: 'Beech', x: 37, y: 19 },
  { id: 'birch-1', species: 'Birch', x: 24, y: 15 },
  { id: 'birch-2', species: 'Birch', x: 30, y: 18 },
  { id: 'lime-1', species: 'Lime', x: 70, y: 28 },
  { id: 'lime-2', species: 'Lime', x: 44, y: 22 },
  { id: 'yew-1', species: 'Yew', x: 58, y: 11 },
];

export default function ClosestPointComposition() {
  const [picked, setPicked] = React.useState<string | null>(null);
  const tree = trees.find((item) => item.id === picked);

  return (
    <Stack spacing={1}>
      <ChartsDataProvider<'scatter', ScatterChartPluginSignatures>
        height={300}
        // The plugins a scatter chart uses, among them the closest-point plugin.
        plugins={SCATTER_CHART_PLUGINS}
        // Options of the closest-point plugin.
        voronoiMaxRadius={30}
        onItemClick={(_, item) => setPicked(trees[item.dataIndex]?.id ?? null)}
        xAxis={[{ label: 'Trunk diameter (cm)', min: 15, max: 90, height: 56 }]}
        yAxis={[{ label: 'Height (m)', width: 56, min: 5, max: 32 }]}
        series={[{ type: 'scatter', id: 'trees', data: trees, label: 'Trees' }]}
      >
        <ChartsSurface>
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
      </ChartsDataProvider>
      <Typography variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
        {tree
          ? `${tree.species} (${tree.id}): ${tree.x} cm across, ${tree.y} m tall`
          : 'Click near a tree to pick it.'}
      </Typography>
    </Stack>
  );
}
