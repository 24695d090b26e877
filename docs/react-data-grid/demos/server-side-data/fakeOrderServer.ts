/**
 * A fake order API for a web shop, running in the browser: 8,000 orders, filtered, sorted
 * and cut to the requested `start`–`end` slice after a short delay.
 */
import type { GridGetRowsParams, GridGetRowsResponse } from '@mui/x-data-grid';
import { seededRandom } from '../data/employees';
import { querySlice, respondLater } from './queryRows';

export interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  city: string;
  product: string;
  quantity: number;
  total: number;
  status: 'Paid' | 'Shipped' | 'Delivered' | 'Returned';
}

const CUSTOMERS = [
  'Ines Costa',
  'Bram de Vries',
  'Chiara Neri',
  'Oskar Nowak',
  'Aiko Mori',
  'Femi Adeyemi',
  'Greta Holm',
  'Luis Ortega',
  'Nadia Haddad',
  'Sam Carter',
];
const CITIES = [
  'Lisbon',
  'Utrecht',
  'Bologna',
  'Kraków',
  'Osaka',
  'Lagos',
  'Malmö',
  'Valencia',
  'Beirut',
  'Leeds',
];
const PRODUCTS: [string, number][] = [
  ['Ceramic mug', 14],
  ['Linen apron', 32],
  ['Oak cutting board', 45],
  ['Cast-iron pan', 68],
  ['Pour-over kettle', 54],
  ['Tea towel set', 19],
  ['Bread knife', 39],
  ['Spice jar rack', 27],
];
const STATUSES: Order['status'][] = [
  'Paid',
  'Shipped',
  'Delivered',
  'Delivered',
  'Returned',
];

export const ORDER_COUNT = 8000;

function createOrders(): Order[] {
  const random = seededRandom(2024);
  const pick = <T>(list: readonly T[]) =>
    list[Math.floor(random() * list.length)] as T;
  return Array.from({ length: ORDER_COUNT }, (_unused, index) => {
    const [product, price] = pick(PRODUCTS);
    const quantity = 1 + Math.floor(random() * 4);
    return {
      id: index + 1,
      orderNumber: `SO-${String(100001 + index)}`,
      customer: pick(CUSTOMERS),
      city: pick(CITIES),
      product,
      quantity,
      total: price * quantity,
      status: pick(STATUSES),
    };
  });
}

const ORDERS = createOrders();

export interface OrderServerOptions {
  /** Delay before the answer, in milliseconds. */
  latency?: number;
  /**
   * When `false`, the server does not count the matching orders: it sends `rowCount` only
   * with the last slice, once it knows the list has ended.
   */
  countRows?: boolean;
  /** When it returns `true`, the request fails. */
  shouldFail?: () => boolean;
}

export function fetchOrders(
  params: GridGetRowsParams,
  options: OrderServerOptions = {},
): Promise<GridGetRowsResponse> {
  const { latency = 700, countRows = true, shouldFail } = options;
  return respondLater(
    () => {
      const { rows, matchingCount } = querySlice(ORDERS, params, [
        'orderNumber',
        'customer',
        'city',
        'product',
      ]);
      const reachedEnd = params.end + 1 >= matchingCount;
      return {
        rows,
        rowCount: countRows || reachedEnd ? matchingCount : undefined,
      };
    },
    latency,
    shouldFail,
  );
}
