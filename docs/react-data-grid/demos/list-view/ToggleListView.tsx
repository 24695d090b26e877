import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  total: number;
  status: 'Paid' | 'Shipped' | 'Refunded';
  placed: string;
}

const rows: Order[] = [
  {
    id: 1041,
    customer: 'Amara Okafor',
    total: 129.5,
    status: 'Shipped',
    placed: '2026-03-01',
  },
  {
    id: 1042,
    customer: 'Jonas Lindqvist',
    total: 42,
    status: 'Paid',
    placed: '2026-03-01',
  },
  {
    id: 1043,
    customer: 'Mei Tanaka',
    total: 310.2,
    status: 'Shipped',
    placed: '2026-03-02',
  },
  {
    id: 1044,
    customer: 'Rafael Duarte',
    total: 18.9,
    status: 'Refunded',
    placed: '2026-03-03',
  },
  {
    id: 1045,
    customer: 'Priya Raman',
    total: 76,
    status: 'Paid',
    placed: '2026-03-03',
  },
  {
    id: 1046,
    customer: 'Tomás Herrera',
    total: 254.75,
    status: 'Shipped',
    placed: '2026-03-04',
  },
  {
    id: 1047,
    customer: 'Hannah Becker',
    total: 99.99,
    status: 'Paid',
    placed: '2026-03-05',
  },
];

const money = (value: number) => `€${value.toFixed(2)}`;

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'placed', headerName: 'Placed', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => money(value),
  },
];

const listViewColumn: GridListViewColDef<Order> = {
  field: 'summary',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          #{row.id} · {row.customer}
        </Typography>
        <Typography variant="body2">{money(row.total)}</Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {row.status} on {row.placed}
      </Typography>
    </Stack>
  ),
};

export default function ToggleListView() {
  const [view, setView] = React.useState<'table' | 'list'>('list');
  const isList = view === 'list';

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, value: 'table' | 'list' | null) =>
          value && setView(value)
        }
        aria-label="Layout"
      >
        <ToggleButton value="table">Table</ToggleButton>
        <ToggleButton value="list">List</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isList}
          listViewColumn={listViewColumn}
          rowHeight={isList ? 60 : 52}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Stack>
  );
}
