import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridAggregationPosition,
  type GridColDef,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';
import {
  createReadings,
  formatCelsius,
  formatMillimetres,
  type WeatherReading,
} from './weather';

const rows = createReadings(7);

const columns: GridColDef<WeatherReading>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130 },
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
  },
];

// The root node (depth -1) holds the grid-wide result; regions have depth 0, stations depth 1.
const positions: Record<
  string,
  (node: GridGroupNode) => GridAggregationPosition | null
> = {
  inline: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  footer: () => 'footer',
  regions: (node) => {
    if (node.depth === -1) {
      return 'footer';
    }
    return node.depth === 0 ? 'inline' : null;
  },
  'no-total': (node) => (node.depth === -1 ? null : 'inline'),
};

export default function GroupAggregationPosition() {
  const [option, setOption] = React.useState('inline');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={option}
        onChange={(_event, value: string | null) => value && setOption(value)}
        aria-label="Where the results appear"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="inline">On group rows</ToggleButton>
        <ToggleButton value="footer">In group footers</ToggleButton>
        <ToggleButton value="regions">Regions only</ToggleButton>
        <ToggleButton value="no-total">No grand total</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          getAggregationPosition={positions[option]}
          initialState={{
            rowGrouping: { model: ['region', 'station'] },
            aggregation: { model: { low: 'min', rainfall: 'sum' } },
            // The grouping column names the region and the station: their own columns would repeat them.
            columns: { columnVisibilityModel: { region: false, station: false } },
          }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
