import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { createReadings, formatMillimetres, type WeatherReading } from './weather';

const rows = createReadings(10);

const columns: GridColDef<WeatherReading>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'date', headerName: 'Date', type: 'date', width: 130 },
  {
    field: 'rainfall',
    headerName: 'Rainfall',
    type: 'number',
    width: 130,
    valueFormatter: formatMillimetres,
  },
  { field: 'windGust', headerName: 'Wind gust (km/h)', type: 'number', width: 150 },
];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_event, value: 'filtered' | 'all' | null) =>
          value && setScope(value)
        }
        aria-label="Rows to aggregate"
      >
        <ToggleButton value="filtered">Filtered rows</ToggleButton>
        <ToggleButton value="all">All rows</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 440 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationRowsScope={scope}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { field: 'region', operator: 'equals', value: 'West coast' },
                ],
              },
            },
            pagination: { paginationModel: { pageSize: 10 } },
            aggregation: { model: { rainfall: 'sum', windGust: 'max' } },
          }}
        />
      </Box>
    </Stack>
  );
}
