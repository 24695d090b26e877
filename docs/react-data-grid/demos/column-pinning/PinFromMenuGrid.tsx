import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';

interface Country {
  id: string;
  country: string;
  capital: string;
  population: number;
  areaKm2: number;
  currency: string;
  callingCode: string;
  timeZone: string;
}

const rows: Country[] = [
  {
    id: 'PT',
    country: 'Portugal',
    capital: 'Lisbon',
    population: 10467000,
    areaKm2: 92212,
    currency: 'Euro',
    callingCode: '+351',
    timeZone: 'UTC+0',
  },
  {
    id: 'KE',
    country: 'Kenya',
    capital: 'Nairobi',
    population: 55100000,
    areaKm2: 580367,
    currency: 'Kenyan shilling',
    callingCode: '+254',
    timeZone: 'UTC+3',
  },
  {
    id: 'NZ',
    country: 'New Zealand',
    capital: 'Wellington',
    population: 5223000,
    areaKm2: 268021,
    currency: 'New Zealand dollar',
    callingCode: '+64',
    timeZone: 'UTC+12',
  },
  {
    id: 'CL',
    country: 'Chile',
    capital: 'Santiago',
    population: 19630000,
    areaKm2: 756102,
    currency: 'Chilean peso',
    callingCode: '+56',
    timeZone: 'UTC−4',
  },
];

const columns: GridColDef<Country>[] = [
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'capital', headerName: 'Capital', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
  { field: 'areaKm2', headerName: 'Area (km²)', type: 'number', width: 130 },
  { field: 'currency', headerName: 'Currency', width: 190 },
  { field: 'callingCode', headerName: 'Calling code', width: 130 },
  { field: 'timeZone', headerName: 'Time zone', width: 120 },
];

export default function PinFromMenuGrid() {
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Left: {pinned.left?.join(', ') || 'none'}. Right:{' '}
        {pinned.right?.join(', ') || 'none'}.
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          // Not controlled: the grid keeps the model, the callback only reports it.
          onPinnedColumnsChange={setPinned}
          pinnedColumnsSectionSeparator="shadow"
          hideFooter
        />
      </Box>
    </Box>
  );
}
