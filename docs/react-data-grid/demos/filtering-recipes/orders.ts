/**
 * A small, fixed list of orders from an online tea shop, shared by the filtering recipes.
 * Built from a seeded generator so the server and the browser render the same rows.
 */
import type { GridColDef } from '@mui/x-data-grid';
import { seededRandom } from '../data/employees';

export type OrderStatus = 'Pending' | 'Shipped' | 'Delivered' | 'Returned';
export type SalesChannel = 'Web shop' | 'Mobile app' | 'Market stall';

export interface Order {
  id: number;
  reference: string;
  customer: string;
  product: string;
  channel: SalesChannel;
  status: OrderStatus;
  total: number;
}

export const STATUSES: OrderStatus[] = [
  'Pending',
  'Shipped',
  'Delivered',
  'Returned',
];
export const CHANNELS: SalesChannel[] = ['Web shop', 'Mobile app', 'Market stall'];

const CUSTOMERS = [
  'Ines Carvalho',
  'Ola Nordmann',
  'Kenji Mori',
  'Fatima Diallo',
  'Ruth Abebe',
  'Marco Bianchi',
  'Siobhan Kelly',
  'Dmitri Volkov',
  'Ana Ruiz',
  'Chidi Eze',
];
const PRODUCTS = [
  'Sencha, 100 g',
  'Assam breakfast, 250 g',
  'Rooibos vanilla, 100 g',
  'Oolong sampler',
  'Cast-iron teapot',
  'Matcha whisk set',
  'Earl Grey, 250 g',
];

export function createOrders(count: number, seed = 5): Order[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) =>
    list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: count }, (_unused, index) => ({
    id: index + 1,
    reference: `TS-${String(4100 + index)}`,
    customer: pick(CUSTOMERS),
    product: pick(PRODUCTS),
    channel: pick(CHANNELS),
    status: pick(STATUSES),
    total: Math.round((8 + random() * 140) * 100) / 100,
  }));
}

/** The columns the recipes show the orders with. */
export const orderColumns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
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
    width: 120,
  },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 135 },
];
