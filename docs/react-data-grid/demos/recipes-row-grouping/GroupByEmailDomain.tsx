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
  plan: 'Free' | 'Team' | 'Business';
  seats: number;
}

const signups: Signup[] = [
  {
    id: 1,
    name: 'Mira Castell',
    email: 'mira.castell@lumenfield.io',
    plan: 'Team',
    seats: 12,
  },
  {
    id: 2,
    name: 'Bruno Akintola',
    email: 'b.akintola@harbourline.com',
    plan: 'Business',
    seats: 40,
  },
  {
    id: 3,
    name: 'Greta Solberg',
    email: 'greta@lumenfield.io',
    plan: 'Team',
    seats: 5,
  },
  {
    id: 4,
    name: 'Ravi Menon',
    email: 'ravi.menon@Harbourline.com',
    plan: 'Business',
    seats: 25,
  },
  {
    id: 5,
    name: 'Elif Yıldız',
    email: 'elif.yildiz@gmail.com',
    plan: 'Free',
    seats: 1,
  },
  {
    id: 6,
    name: 'Samuel Ortiz',
    email: 'sam@orchardlabs.dev',
    plan: 'Team',
    seats: 8,
  },
  {
    id: 7,
    name: 'Noor Saleh',
    email: 'noor.saleh@harbourline.com',
    plan: 'Free',
    seats: 1,
  },
  {
    id: 8,
    name: 'Felix Wagner',
    email: 'felix.w@outlook.com',
    plan: 'Free',
    seats: 1,
  },
  {
    id: 9,
    name: 'Aiko Tanaka',
    email: 'aiko@orchardlabs.dev',
    plan: 'Business',
    seats: 18,
  },
  {
    id: 10,
    name: 'Jade Moreau',
    email: 'jade.moreau@lumenfield.io',
    plan: 'Free',
    seats: 1,
  },
  {
    id: 11,
    name: 'Tariq Bell',
    email: 'tariq.bell@gmail.com',
    plan: 'Free',
    seats: 1,
  },
  {
    id: 12,
    name: 'Olga Petrova',
    email: 'o.petrova@orchardlabs.dev',
    plan: 'Team',
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
  { field: 'name', headerName: 'Name', width: 160 },
  {
    field: 'email',
    headerName: 'Email',
    flex: 1,
    minWidth: 220,
    // The cells keep the full address; only the grouping key is derived from it.
    groupingValueGetter: companyOfEmail,
  },
  { field: 'plan', headerName: 'Plan', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
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
        groupingColDef={{ headerName: 'Company', width: 240 }}
        defaultGroupingExpansionDepth={-1}
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
