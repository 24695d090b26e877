import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE as coreDeDE } from '@mui/material/locale';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { deDE } from '@mui/x-data-grid/locales';
import type {} from '@mui/x-data-grid/themeAugmentation';

interface Booking {
  id: number;
  guest: string;
  arrival: Date;
  nights: number;
  total: number;
}

const GUESTS = [
  'Hannah Becker',
  'Jonas Lindqvist',
  'Sofia Rossi',
  'Kwame Mensah',
  'Léa Moreau',
  'Mateo Silva',
];
const rows: Booking[] = Array.from({ length: 18 }, (_unused, index) => {
  const nights = 1 + ((index * 5) % 9);
  return {
    id: 7001 + index,
    guest: GUESTS[index % GUESTS.length] ?? '',
    arrival: new Date(Date.UTC(2026, 5, 1 + ((index * 3) % 28))),
    nights,
    total: nights * (89.5 + ((index * 37) % 120)),
  };
});

// The grid's texts come from the theme; numbers and dates need a formatter in the same language.
const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

const columns: GridColDef<Booking>[] = [
  { field: 'id', headerName: 'Buchung', width: 100 },
  { field: 'guest', headerName: 'Gast', flex: 1, minWidth: 150 },
  {
    field: 'arrival',
    headerName: 'Anreise',
    type: 'date',
    width: 160,
    valueFormatter: (value: Date) => longDate.format(value),
  },
  { field: 'nights', headerName: 'Nächte', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Betrag',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => euros.format(value),
  },
];

// A nested theme: the page's theme (dark mode included) plus the German texts of Material UI and the grid.
// In an application, pass the locales to the theme once: createTheme(options, coreDeDE, deDE).
const withGerman = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    ...coreDeDE.components,
    ...deDE.components,
  },
});

export default function ThemeLocaleGrid() {
  return (
    <ThemeProvider theme={withGerman}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          checkboxSelection
          pageSizeOptions={[5, 10, 25]}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
        />
      </Box>
    </ThemeProvider>
  );
}
