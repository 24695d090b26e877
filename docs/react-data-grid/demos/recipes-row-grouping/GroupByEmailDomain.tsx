import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingValueGetter,
} from '@mui/x-data-grid-premium';

interface Signup {
  id: number;
  name: string;
  email: string;
  seats: number;
}

const signups: Signup[] = [
  {
    id: 1,
    name: 'Mira Castell',
    email: 'mira.castell@lumenfield.io',
    seats: 12,
  },
  {
    id: 2,
    name: 'Bruno Akintola',
    email: 'b.akintola@harbourline.com',
    seats: 40,
  },
  {
    id: 3,
    name: 'Greta Solberg',
    email: 'greta@lumenfield.io',
    seats: 5,
  },
  {
    id: 4,
    name: 'Ravi Menon',
    email: 'ravi.menon@Harbourline.com',
    seats: 25,
  },
  {
    id: 5,
    name: 'Elif Yıldız',
    email: 'elif.yildiz@gmail.com',
    seats: 1,
  },
  {
    id: 6,
    name: 'Samuel Ortiz',
    email: 'sam@orchardlabs.dev',
    seats: 8,
  },
  {
    id: 7,
    name: 'Noor Saleh',
    email: 'noor.saleh@harbourline.com',
    seats: 1,
  },
  {
    id: 8,
    name: 'Felix Wagner',
    email: 'felix.w@outlook.com',
    seats: 1,
  },
  {
    id: 9,
    name: 'Aiko Tanaka',
    email: 'aiko@orchardlabs.dev',
    seats: 18,
  },
  {
    id: 10,
    name: 'Jade Moreau',
    email: 'jade.moreau@lumenfield.io',
    seats: 1,
  },
  {
    id: 11,
    name: 'Tariq Bell',
    email: 'tariq.bell@gmail.com',
    seats: 1,
  },
  {
    id: 12,
    name: 'Olga Petrova',
    email: 'o.petrova@orchardlabs.dev',
    seats: 6,
  },
];

const PERSONAL_DOMAINS = new Set(['gmail.com', 'outlook.com']);

// Module level: a new function on each render would make the grid regroup every time.
const companyOfEmail: GridGroupingValueGetter<Signup> = (value: string) => {
  const domain = value.split('@')[1]?.toLowerCase() ?? '';
  return PERSONAL_DOMAINS.has(domain) ? 'Personal addresses' : domain;
};

const columns: GridColDef<Signup>[] = [
  { field: 'name', headerName: 'Name', width: 140 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 200,
    // The cells keep the full address; only the grouping key is derived from it.
    groupingValueGetter: companyOfEmail,
  },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 80 },
];

export default function GroupByEmailDomain() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={signups}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['email'] },
          aggregation: { model: { seats: 'sum' } },
        }}
        groupingColDef={{ headerName: 'Company', width: 210 }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
