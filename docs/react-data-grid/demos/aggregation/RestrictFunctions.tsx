import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import {
  createReadings,
  formatCelsius,
  formatMillimetres,
  type WeatherReading,
} from './weather';

const rows = createReadings(8);

const columns: GridColDef<WeatherReading>[] = [
  // A name cannot be summarised in any useful way here: no Aggregation entry in its menu.
  { field: 'station', headerName: 'Station', width: 130, aggregable: false },
  {
    field: 'high',
    headerName: 'High',
    type: 'number',
    width: 110,
    valueFormatter: formatCelsius,
    // Summing temperatures means nothing: offer only these two. The menu lists them in the order of
    // aggregationFunctions (avg, then max), whatever the order of this array.
    availableAggregationFunctions: ['max', 'avg'],
  },
  {
    field: 'low',
    headerName: 'Low',
    type: 'number',
    width: 110,
    valueFormatter: formatCelsius,
    availableAggregationFunctions: ['min', 'avg'],
  },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 120,
    valueFormatter: formatMillimetres,
    availableAggregationFunctions: ['sum', 'max'],
  },
  { field: 'windGust', headerName: 'Wind gust (km/h)', type: 'number', width: 150 },
];

export default function RestrictFunctions() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disableAggregation"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableAggregation={disabled}
          initialState={{
            aggregation: { model: { high: 'max', low: 'min', rainfall: 'sum' } },
          }}
        />
      </Box>
    </Stack>
  );
}
