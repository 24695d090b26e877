import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  order: string;
  customer: string;
  product: string;
  quantity: number;
  status: string;
}

const rows: OrderLine[] = [
  {
    id: 1,
    order: 'SO-1041',
    customer: 'Okafor Studio',
    product: 'Standing desk',
    quantity: 2,
    status: 'Shipped',
  },
  {
    id: 2,
    order: 'SO-1041',
    customer: 'Okafor Studio',
    product: 'Monitor arm',
    quantity: 1,
    status: 'Shipped',
  },
  {
    id: 3,
    order: 'SO-1041',
    customer: 'Okafor Studio',
    product: 'Desk lamp',
    quantity: 4,
    status: 'Shipped',
  },
  {
    id: 4,
    order: 'SO-1042',
    customer: 'Lindqvist AB',
    product: 'Ergonomic chair',
    quantity: 12,
    status: 'Packing',
  },
  {
    id: 5,
    order: 'SO-1043',
    customer: 'Tanaka & Co',
    product: 'Standing desk',
    quantity: 1,
    status: 'Packing',
  },
  {
    id: 6,
    order: 'SO-1043',
    customer: 'Tanaka & Co',
    product: 'Cable kit',
    quantity: 3,
    status: 'Backordered',
  },
  {
    id: 7,
    order: 'SO-1044',
    customer: 'Duarte Lda',
    product: 'Desk lamp',
    quantity: 6,
    status: 'Backordered',
  },
  {
    id: 8,
    order: 'SO-1044',
    customer: 'Duarte Lda',
    product: 'Whiteboard',
    quantity: 1,
    status: 'Backordered',
  },
];

const columns: GridColDef<OrderLine>[] = [
  { field: 'order', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function OrderLinesRowSpanning() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
