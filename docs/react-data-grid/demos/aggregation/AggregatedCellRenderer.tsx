import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { createReadings, formatMillimetres, type WeatherReading } from './weather';

const rows = createReadings(6);

// The wettest day in the data is under 25 mm: the bar's full width.
const SCALE = 25;

function RainfallCell(params: GridRenderCellParams<WeatherReading, number>) {
  const { aggregation, value, formattedValue, rowNode } = params;
  // Group and footer rows reach renderCell too; without a result they have nothing to show.
  if (!aggregation && rowNode.type !== 'leaf') {
    return null;
  }
  // A sum leaves the scale of a single day, and a count has no unit at all: show the text only.
  if (
    aggregation &&
    (aggregation.aggregationFunctionName === 'sum' || !aggregation.hasCellUnit)
  ) {
    return <Box sx={{ fontWeight: 'bold' }}>{formattedValue}</Box>;
  }
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        width: '100%',
        height: '100%',
      }}
    >
      <LinearProgress
        variant="determinate"
        value={Math.min(100, ((value ?? 0) / SCALE) * 100)}
        aria-label="Rainfall"
        sx={{ flex: 1, height: 8, borderRadius: 1 }}
      />
      <Box
        component="span"
        sx={{
          minWidth: 56,
          textAlign: 'right',
          fontWeight: aggregation ? 'bold' : undefined,
        }}
      >
        {formattedValue}
      </Box>
    </Box>
  );
}

const columns: GridColDef<WeatherReading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130 },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 240,
    valueFormatter: formatMillimetres,
    renderCell: (params) => <RainfallCell {...params} />,
    availableAggregationFunctions: ['sum', 'max', 'avg', 'size'],
  },
];

export default function AggregatedCellRenderer() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['station'] },
          aggregation: { model: { rainfall: 'max' } },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
