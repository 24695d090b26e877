import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Guest {
  id: number;
  name: string;
  city: string;
}

const rows: Guest[] = [
  { id: 1, name: 'José Núñez', city: 'Málaga' },
  { id: 2, name: 'Léa Moreau', city: 'Besançon' },
  { id: 3, name: 'Zoë Achterberg', city: 'Utrecht' },
  { id: 4, name: 'Jose Almeida', city: 'Coimbra' },
  { id: 5, name: 'Søren Kjær', city: 'Aarhus' },
  { id: 6, name: 'Łukasz Wróbel', city: 'Łódź' },
  { id: 7, name: 'Anaïs Dupré', city: 'Genève' },
  { id: 8, name: 'Zoe Hart', city: 'Leeds' },
];

const columns: GridColDef<Guest>[] = [
  { field: 'name', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 120 },
];

export default function IgnoreAccentsSearch() {
  const [ignoreAccents, setIgnoreAccents] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['jose'],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={ignoreAccents}
            onChange={(event) => {
              setIgnoreAccents(event.target.checked);
              // The grid filters again when its filter model changes, not when ignoreDiacritics does.
              setFilterModel((model) => ({ ...model }));
            }}
          />
        }
        label="Ignore accents"
      />
      <Box sx={{ height: 370 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          ignoreDiacritics={ignoreAccents}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
