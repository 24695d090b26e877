import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface OrderItem {
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  city: string;
  date: string;
  items: OrderItem[];
}

const products = [
  'Standing desk',
  'Ergonomic chair',
  'Monitor arm',
  'Desk lamp',
  'Cable kit',
  'Whiteboard',
  'Footrest',
];
const prices = [489, 329, 119, 59, 24.5, 149, 39];
const customers: [string, string][] = [
  ['Okafor Studio', 'Lagos'],
  ['Lindqvist AB', 'Stockholm'],
  ['Tanaka & Co', 'Osaka'],
  ['Duarte Lda', 'Lisbon'],
  ['Raman Labs', 'Chennai'],
  ['Moreau SARL', 'Lyon'],
  ['Herrera SAS', 'Bogotá'],
  ['Becker GmbH', 'Berlin'],
];

const rows: Order[] = customers.map(([customer, city], index) => ({
  id: `SO-${1050 + index}`,
  customer,
  city,
  date: `2025-03-${String(3 + index * 3).padStart(2, '0')}`,
  // 1 to 4 items per order, picked deterministically.
  items: Array.from({ length: (index % 4) + 1 }, (_unused, itemIndex) => {
    const productIndex = (index * 3 + itemIndex * 2) % products.length;
    return {
      product: products[productIndex] ?? '',
      quantity: ((index + itemIndex) % 5) + 1,
      unitPrice: prices[productIndex] ?? 0,
    };
  }),
}));

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const orderTotal = (order: Order) =>
  order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 120 },
  { field: 'date', headerName: 'Date', width: 120 },
  {
    field: 'itemCount',
    headerName: 'Items',
    type: 'number',
    width: 80,
    valueGetter: (_value, row) => row.items.length,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => orderTotal(row),
    valueFormatter: (value: number) => eur.format(value),
  },
];

function OrderDetail({ order }: { order: Order }) {
  return (
    <Box sx={{ py: 1.5, px: 2, bgcolor: 'action.hover' }}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <Typography variant="subtitle2" gutterBottom>
          {order.id} for {order.customer}, {order.city}
        </Typography>
        <Stack spacing={0.5}>
          {order.items.map((item) => (
            <Box
              key={item.product}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
            >
              <Typography variant="body2">
                {item.quantity} × {item.product}
              </Typography>
              <Typography variant="body2">
                {eur.format(item.quantity * item.unitPrice)}
              </Typography>
            </Box>
          ))}
          <Box
            sx={{
              display: 'flex',
              justifyContent: 'space-between',
              borderTop: 1,
              borderColor: 'divider',
              pt: 0.5,
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              Total
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {eur.format(orderTotal(order))}
            </Typography>
          </Box>
        </Stack>
      </Paper>
    </Box>
  );
}

// Module-level functions keep their identity, so the grid does not recompute the panels on each render.
const getDetailPanelContent = ({ row }: GridRowParams<Order>) => (
  <OrderDetail order={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function OrderDetailPanels() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
      />
    </Box>
  );
}
