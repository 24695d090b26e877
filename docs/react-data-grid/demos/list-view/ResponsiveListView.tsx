import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

interface Flight {
  id: string;
  from: string;
  to: string;
  departs: string;
  status: string;
}

const ROUTES: [string, string][] = [
  ['LIS', 'OSL'],
  ['OSL', 'VIE'],
  ['VIE', 'DXB'],
  ['DXB', 'NBO'],
  ['NBO', 'LIS'],
  ['CDG', 'YUL'],
  ['YUL', 'LIM'],
  ['LIM', 'SCL'],
];
const STATUSES = ['On time', 'Boarding', 'Delayed 25 min', 'On time', 'Landed'];

const rows: Flight[] = Array.from({ length: 24 }, (_unused, index) => {
  const [from, to] = ROUTES[index % ROUTES.length] ?? ['', ''];
  const minutes = 7 * 60 + index * 35;
  return {
    id: `XL${410 + index * 3}`,
    from,
    to,
    departs: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    status: STATUSES[index % STATUSES.length] ?? '',
  };
});

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', width: 90 },
  { field: 'to', headerName: 'To', width: 90 },
  { field: 'departs', headerName: 'Departs', width: 100 },
  { field: 'status', headerName: 'Status', flex: 1, minWidth: 140 },
];

const listViewColumn: GridListViewColDef<Flight> = {
  field: 'flight',
  renderCell: ({ row }) => (
    <Stack sx={{ justifyContent: 'center', height: '100%' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.departs} · {row.from} → {row.to}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.id} · {row.status}
      </Typography>
    </Stack>
  ),
};

export default function ResponsiveListView() {
  const theme = useTheme();
  // Below the `md` breakpoint (900 px) the grid shows the list.
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status" noWrap>
        Window {isNarrow ? 'narrower' : 'wider'} than 900 px:{' '}
        {isNarrow ? 'list' : 'table'}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView={isNarrow}
          listViewColumn={listViewColumn}
          rowHeight={isNarrow ? 60 : 52}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
