import type { GridColDef } from '@mui/x-data-grid';

/** Deterministic web-shop orders for the filter panel demos. */
export interface Order {
  id: number;
  order: string;
  customer: string;
  country: string;
  channel: string;
  status: string;
  placedAt: Date;
  items: number;
  total: number;
  paid: boolean;
}

const CUSTOMERS = [
  'Ines Carvalho',
  'Oskar Nyberg',
  'Wanjiru Kamau',
  'Haruto Mori',
  'Camila Reyes',
  'Dev Malhotra',
  'Greta Vogel',
  'Tunde Adeyemi',
  'Aylin Kaya',
  'Louis Girard',
];
const COUNTRIES = [
  'Portugal',
  'Sweden',
  'Kenya',
  'Japan',
  'Mexico',
  'India',
  'Germany',
  'Nigeria',
];
const CHANNELS = ['Web', 'Mobile app', 'Marketplace', 'Phone'];
const STATUSES = ['Pending', 'Packed', 'Shipped', 'Delivered', 'Returned'];

export function createOrders(count: number): Order[] {
  return Array.from({ length: count }, (_unused, index) => {
    const items = 1 + ((index * 7) % 6);
    const status = STATUSES[(index * 3) % STATUSES.length] as string;
    return {
      id: index + 1,
      order: `SO-${String(41020 + index * 3)}`,
      customer: CUSTOMERS[(index * 7) % CUSTOMERS.length] as string,
      country: COUNTRIES[(index * 5) % COUNTRIES.length] as string,
      channel: CHANNELS[(index * 11) % CHANNELS.length] as string,
      status,
      placedAt: new Date(Date.UTC(2026, 4, 1 + (index % 28), 8 + (index % 12))),
      items,
      total: Math.round((items * 23.5 + ((index * 37) % 180)) * 100) / 100,
      paid: status !== 'Pending' || index % 4 === 0,
    };
  });
}

export const orderColumns: GridColDef<Order>[] = [
  { field: 'order', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 110 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: CHANNELS,
    width: 130,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 125,
  },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 110 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 135 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];
