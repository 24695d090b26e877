/**
 * A bike shop's orders for the row grouping demos. The data is computed from the
 * row index (no randomness), so the server and the browser render the same rows.
 */
export interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  region: string;
  country: string;
  category: string;
  product: string;
  channel: string;
  orderDate: Date;
  quantity: number;
  total: number;
}

const MARKETS: ReadonlyArray<[region: string, country: string]> = [
  ['Europe', 'Netherlands'],
  ['Europe', 'Italy'],
  ['Europe', 'Denmark'],
  ['Americas', 'Canada'],
  ['Americas', 'Chile'],
  ['Asia Pacific', 'Australia'],
  ['Asia Pacific', 'Vietnam'],
];

const PRODUCTS: ReadonlyArray<[product: string, category: string, price: number]> = [
  ['Gravel bike', 'Bikes', 1890],
  ['City bike', 'Bikes', 740],
  ['Cargo bike', 'Bikes', 3150],
  ['Helmet', 'Gear', 85],
  ['Rain jacket', 'Gear', 120],
  ['Front light', 'Parts', 45],
  ['Chain', 'Parts', 32],
  ['Tubeless tyre', 'Parts', 58],
];

const CUSTOMERS = [
  'Ana Ruiz',
  'Bram de Vries',
  'Chiara Conti',
  'Dang Thi Lan',
  'Emil Holm',
  'Fiona Walsh',
  'Gustavo Peña',
  'Hiroko Ito',
  'Isla Brown',
  'Jakob Nielsen',
  'Kemal Aydın',
  'Lucía Gómez',
];

const CHANNELS = ['Web shop', 'Store', 'Phone'];

/** The item of a fixed, non-empty list at `index`, wrapping around its end. */
function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) {
    throw new Error('The list is empty');
  }
  return item;
}

export function createOrders(count: number): Order[] {
  return Array.from({ length: count }, (_unused, index) => {
    const [region, country] = pick(MARKETS, index * 5 + 3);
    const [product, category, price] = pick(PRODUCTS, index * 7 + 2);
    const quantity = category === 'Bikes' ? 1 + (index % 2) : 1 + ((index * 3) % 5);
    return {
      id: index + 1,
      orderNumber: `SO-${2400 + index * 3}`,
      customer: pick(CUSTOMERS, index * 11 + 5),
      region,
      country,
      category,
      product,
      channel: pick(CHANNELS, index * 13 + 1),
      // Three years of orders; noon UTC shows the same calendar day in almost every time zone.
      orderDate: new Date(
        Date.UTC(2023 + (index % 3), (index * 5) % 12, 1 + ((index * 9) % 28), 12),
      ),
      quantity,
      total: quantity * price,
    };
  });
}

/** Formats an amount in euros without cents: `€1,890`. */
export function formatEuros(value: number | null | undefined): string {
  return value == null ? '' : `€${Math.round(value).toLocaleString('en-US')}`;
}
