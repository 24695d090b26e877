import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  customer: string;
  items: number;
  total: number;
}

const CUSTOMERS = [
  'Amara Okafor',
  'Jonas Lindqvist',
  'Mei Tanaka',
  'Rafael Duarte',
  'Priya Raman',
  'Léa Moreau',
];
const PAGE = 25;
const TOTAL = 200;

function createOrders(start: number, count: number): Order[] {
  return Array.from({ length: count }, (_unused, offset) => {
    const index = start + offset;
    const items = 1 + ((index * 7) % 9);
    return {
      id: 50001 + index,
      customer: CUSTOMERS[(index * 5) % CUSTOMERS.length] ?? '',
      items,
      total: items * (12 + ((index * 13) % 40)),
    };
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

export default function LoadOnScrollEndGrid() {
  const [rows, setRows] = React.useState<Order[]>(() => createOrders(0, PAGE));
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<number | undefined>(undefined);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const loadMore = () => {
    if (loading || rows.length >= TOTAL) {
      return;
    }
    setLoading(true);
    // Stands in for a request to your server.
    timer.current = window.setTimeout(() => {
      setRows((current) => [...current, ...createOrders(current.length, PAGE)]);
      setLoading(false);
    }, 600);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status" noWrap>
        Loaded {rows.length} of {TOTAL} orders
        {rows.length >= TOTAL ? ': all loaded' : ''}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          // eslint-disable-next-line @typescript-eslint/no-deprecated -- the demo shows the deprecated prop for code that still uses it
          onRowsScrollEnd={loadMore}
          scrollEndThreshold={120}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
