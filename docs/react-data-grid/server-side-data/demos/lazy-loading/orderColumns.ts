import type { GridColDef } from '@mui/x-data-grid-pro';
import type { Order } from '../../../demos/server-side-data/fakeOrderServer';

export const orderColumns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'product', headerName: 'Product', width: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 100,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Shipped', 'Delivered', 'Returned'],
    width: 125,
  },
];
