import type { GridColDef } from '@mui/x-data-grid-premium';

/** One line per shop, drink and month: 3 × 3 × 2 = 18 records. */
export interface CoffeeSale {
  id: number;
  shop: string;
  drink: string;
  month: string;
  cups: number;
  revenue: number;
  rating: number;
}

const SHOPS = ['Harbour', 'Station', 'University'];
const DRINKS: ReadonlyArray<[drink: string, price: number]> = [
  ['Espresso', 2.5],
  ['Flat white', 3.8],
  ['Chai latte', 4.2],
];
const MONTHS = ['January', 'February'];

function createCoffeeSales(): CoffeeSale[] {
  const records: CoffeeSale[] = [];
  SHOPS.forEach((shop, shopIndex) => {
    DRINKS.forEach(([drink, price], drinkIndex) => {
      MONTHS.forEach((month, monthIndex) => {
        // A fixed pattern instead of random numbers, so the totals are the same on every render.
        const cups =
          180 + ((shopIndex * 97 + drinkIndex * 61 + monthIndex * 43) % 240);
        records.push({
          id: records.length + 1,
          shop,
          drink,
          month,
          cups,
          revenue: Math.round(cups * price),
          rating:
            3.8 + ((shopIndex * 3 + drinkIndex * 5 + monthIndex * 7) % 10) / 10,
        });
      });
    });
  });
  return records;
}

export const coffeeSales = createCoffeeSales();

export const coffeeColumns: GridColDef<CoffeeSale>[] = [
  { field: 'shop', headerName: 'Shop', width: 120 },
  { field: 'drink', headerName: 'Drink', width: 120 },
  { field: 'month', headerName: 'Month', width: 110 },
  { field: 'cups', headerName: 'Cups', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 110,
    valueFormatter: (value: number | null) =>
      value == null ? '' : `€${value.toLocaleString('en-US')}`,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 90,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toFixed(1),
  },
];
