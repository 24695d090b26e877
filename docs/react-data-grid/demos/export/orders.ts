/** Fixed sample data for the export demos: a small online plant shop's orders. */
export interface Order {
  id: number;
  customer: string;
  city: string;
  item: string;
  quantity: number;
  total: number;
  status: 'Paid' | 'Shipped' | 'Refunded';
  internalNote: string;
}

export const ORDERS: Order[] = [
  {
    id: 1041,
    customer: 'Åsa Lind',
    city: 'Malmö',
    item: 'Monstera, 30 cm',
    quantity: 1,
    total: 34.9,
    status: 'Shipped',
    internalNote: 'Gift wrap',
  },
  {
    id: 1042,
    customer: 'Chidi Eze',
    city: 'Lagos',
    item: 'Snake plant',
    quantity: 2,
    total: 41.0,
    status: 'Paid',
    internalNote: '',
  },
  {
    id: 1043,
    customer: 'Zoë Dubois',
    city: 'Lyon',
    item: 'Terracotta pot, 18 cm',
    quantity: 4,
    total: 27.6,
    status: 'Shipped',
    internalNote: 'Fragile',
  },
  {
    id: 1044,
    customer: 'Rahul Menon',
    city: 'Pune',
    item: 'Pothos, hanging',
    quantity: 1,
    total: 19.5,
    status: 'Refunded',
    internalNote: 'Arrived damaged',
  },
  {
    id: 1045,
    customer: 'Jürgen Voß',
    city: 'Kiel',
    item: 'Fiddle-leaf fig',
    quantity: 1,
    total: 59.0,
    status: 'Paid',
    internalNote: 'Call before delivery',
  },
  {
    id: 1046,
    customer: 'Maria Păun',
    city: 'Cluj',
    item: 'Potting mix, 10 l',
    quantity: 3,
    total: 22.5,
    status: 'Shipped',
    internalNote: '',
  },
  {
    id: 1047,
    customer: 'Kaito Mori',
    city: 'Osaka',
    item: 'Bonsai starter kit',
    quantity: 1,
    total: 45.0,
    status: 'Paid',
    internalNote: 'VIP',
  },
  {
    id: 1048,
    customer: 'Nia Johnson',
    city: 'Atlanta',
    item: 'Calathea',
    quantity: 2,
    total: 38.0,
    status: 'Shipped',
    internalNote: '',
  },
];
