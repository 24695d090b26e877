import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Volunteer {
  id: number;
  firstName: string;
  lastName: string;
  badge: string;
  shifts: number;
}

const rows: Volunteer[] = [
  { id: 1, firstName: 'Ines', lastName: 'Carvalho', badge: 'GATE-A', shifts: 4 },
  { id: 2, firstName: 'Oskar', lastName: 'Nyberg', badge: 'INFO-1', shifts: 2 },
  { id: 3, firstName: 'Adaeze', lastName: 'Nwosu', badge: 'FIRST-AID', shifts: 5 },
  { id: 4, firstName: 'Kenji', lastName: 'Morita', badge: 'GATE-B', shifts: 3 },
  { id: 5, firstName: 'Lucía', lastName: 'Ferrer', badge: 'INFO-2', shifts: 1 },
];

const columns: GridColDef<Volunteer>[] = [
  {
    field: 'fullName',
    headerName: 'Full name',
    flex: 1,
    minWidth: 200,
    editable: true,
    // Reads two fields...
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // ...and writes both back: everything after the first space is the last name.
    valueSetter: (value: string, row) => {
      const [firstName, ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName: firstName ?? '', lastName: rest.join(' ') };
    },
  },
  { field: 'firstName', headerName: 'First name (stored)', width: 160 },
  { field: 'lastName', headerName: 'Last name (stored)', width: 160 },
  {
    field: 'badge',
    headerName: 'Badge code',
    width: 140,
    editable: true,
    // Whatever is typed is stored in capitals, without spaces.
    valueParser: (value: string | undefined) =>
      (value ?? '').toUpperCase().replace(/\s+/g, '-'),
  },
  {
    field: 'shifts',
    headerName: 'Shifts',
    type: 'number',
    width: 90,
    editable: true,
  },
];

export default function FullNameSetterGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
