import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridAggregationLookupSelector,
  gridAggregationModelSelector,
  gridRowTreeSelector,
  Toolbar,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import {
  createReadings,
  formatCelsius,
  formatMillimetres,
  type WeatherReading,
} from './weather';

const rows = createReadings(10);

const columns: GridColDef<WeatherReading>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'station', headerName: 'Station', width: 120 },
  { field: 'date', headerName: 'Date', type: 'date', width: 110 },
  {
    field: 'low',
    headerName: 'Low',
    type: 'number',
    width: 110,
    valueFormatter: formatCelsius,
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 120,
    valueFormatter: formatMillimetres,
    // Every choice keeps millimetres, so the toolbar can format the result.
    availableAggregationFunctions: ['sum', 'avg', 'max'],
  },
];

interface RegionResult {
  name: string;
  rainfall: number;
}

// A toolbar slot renders inside the grid, so it can subscribe to the grid's state.
function RainSummaryToolbar() {
  const apiRef = useGridApiContext();
  // Both re-render the toolbar when they change.
  const model = useGridSelector(apiRef, gridAggregationModelSelector);
  // Results by group id; the root group holds the grid-wide ones. The grid computes
  // them after its first render (in slices on a slow device), so the lookup can
  // still be missing when the toolbar first renders, whatever its type says.
  const lookup = useGridSelector(apiRef, gridAggregationLookupSelector) ?? {};
  // The row tree says which group an id stands for.
  const tree = useGridSelector(apiRef, gridRowTreeSelector);

  const overall: unknown = lookup[GRID_ROOT_GROUP_ID]?.rainfall?.value;
  let top: RegionResult | null = null;
  for (const [id, results] of Object.entries(lookup)) {
    const node = tree[id];
    const rainfall: unknown = results.rainfall?.value;
    if (
      node?.type === 'group' &&
      node.groupingField === 'region' &&
      typeof rainfall === 'number'
    ) {
      if (top === null || rainfall > top.rainfall) {
        top = { name: String(node.groupingKey), rainfall };
      }
    }
  }

  return (
    <Toolbar>
      <Typography variant="body2" role="status" sx={{ flex: 1, mx: 0.5 }}>
        {model.rainfall && typeof overall === 'number'
          ? `Rainfall (${model.rainfall}), all stations: ${formatMillimetres(overall)}.`
          : 'Rainfall is not aggregated.'}
        {top
          ? ` Highest region: ${top.name} (${formatMillimetres(top.rainfall)}).`
          : ''}
      </Typography>
    </Toolbar>
  );
}

export default function AggregationFromApi() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ toolbar: RainSummaryToolbar }}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { rainfall: 'sum', low: 'min' } },
          // The grouping column names the region: its own column would repeat it.
          columns: { columnVisibilityModel: { region: false } },
        }}
      />
    </Box>
  );
}
