import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import { createSvgIcon } from '@mui/material/utils';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';

const LockIcon = createSvgIcon(
  <path d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" />,
  'Lock',
);

interface Account {
  id: number;
  customer: string;
  iban: string;
  balance: number;
}

const rows: Account[] = [
  { id: 1, customer: 'Noor Haddad', iban: 'NL91 •••• 4300', balance: 12840.5 },
  { id: 2, customer: 'Pieter de Vries', iban: 'NL18 •••• 9921', balance: 302.12 },
  { id: 3, customer: 'Sofia Lindgren', iban: 'SE45 •••• 1007', balance: 7215 },
];

function LockedHeader(props: GridColumnHeaderParams<Account>) {
  return (
    <Tooltip title="Read-only: managed by the bank">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <LockIcon fontSize="small" color="action" />
        <strong>{props.colDef.headerName}</strong>
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<Account>[] = [
  { field: 'customer', headerName: 'Customer', width: 180, editable: true },
  {
    field: 'iban',
    headerName: 'IBAN',
    width: 170,
    renderHeader: (params) => <LockedHeader {...params} />,
  },
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 150,
    renderHeader: (params) => <LockedHeader {...params} />,
  },
];

export default function HeaderIconGrid() {
  return (
    <Box sx={{ height: 260, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
