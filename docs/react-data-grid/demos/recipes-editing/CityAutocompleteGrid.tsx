import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const CITIES = [
  'Accra',
  'Amsterdam',
  'Athens',
  'Auckland',
  'Bangkok',
  'Barcelona',
  'Berlin',
  'Bogotá',
  'Brussels',
  'Buenos Aires',
  'Cairo',
  'Cape Town',
  'Copenhagen',
  'Dakar',
  'Dublin',
  'Edinburgh',
  'Helsinki',
  'Istanbul',
  'Jakarta',
  'Kyiv',
  'Lagos',
  'Lima',
  'Lisbon',
  'Ljubljana',
  'London',
  'Lyon',
  'Madrid',
  'Manila',
  'Melbourne',
  'Mexico City',
  'Milan',
  'Montréal',
  'Mumbai',
  'Nairobi',
  'Osaka',
  'Oslo',
  'Paris',
  'Porto',
  'Prague',
  'Reykjavík',
  'Riga',
  'Santiago',
  'São Paulo',
  'Seoul',
  'Singapore',
  'Stockholm',
  'Sydney',
  'Taipei',
  'Tallinn',
  'Tokyo',
  'Toronto',
  'Valencia',
  'Vienna',
  'Vilnius',
  'Warsaw',
  'Zagreb',
  'Zürich',
];

interface Speaker {
  id: number;
  name: string;
  talk: string;
  city: string;
}

const rows: Speaker[] = [
  { id: 1, name: 'Ines Duarte', talk: 'Grids on small screens', city: 'Lisbon' },
  { id: 2, name: 'Tomasz Wrona', talk: 'Typed column definitions', city: 'Warsaw' },
  { id: 3, name: 'Ama Mensah', talk: 'Editing without a form', city: 'Accra' },
  {
    id: 4,
    name: 'Kenji Mori',
    talk: 'Charts that explain themselves',
    city: 'Osaka',
  },
];

function CityEditCell(props: GridRenderEditCellParams<Speaker, string>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const inputRef = React.useRef<HTMLInputElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      // Select the current city, so that typing replaces it.
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [hasFocus]);

  return (
    <Autocomplete
      value={value || null}
      onChange={(event, city) => {
        void apiRef.current.setEditCellValue(
          { id, field, value: city ?? '' },
          event,
        );
      }}
      options={CITIES}
      autoHighlight
      openOnFocus
      fullWidth
      sx={{ height: '100%' }}
      renderInput={(params) => (
        <InputBase
          {...params.InputProps}
          inputProps={{ ...params.inputProps, 'aria-label': 'City' }}
          inputRef={inputRef}
          fullWidth
          sx={{ height: '100%', px: 1, typography: 'body2' }}
        />
      )}
    />
  );
}

const columns: GridColDef<Speaker>[] = [
  { field: 'name', headerName: 'Speaker', width: 150 },
  { field: 'talk', headerName: 'Talk', flex: 1, minWidth: 200 },
  {
    field: 'city',
    headerName: 'Travels from',
    type: 'singleSelect',
    valueOptions: CITIES,
    width: 190,
    editable: true,
    renderEditCell: (params: GridRenderEditCellParams<Speaker, string>) => (
      <CityEditCell {...params} />
    ),
  },
];

export default function CityAutocompleteGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
