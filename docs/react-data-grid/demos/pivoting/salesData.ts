/** Deterministic sales records for the pivoting demos: every region sells every product every quarter. */
export interface SaleRecord {
  id: number;
  region: string;
  country: string;
  product: string;
  category: string;
  quarter: string;
  units: number;
  revenue: number;
}

const MARKETS: ReadonlyArray<[region: string, country: string]> = [
  ['Europe', 'France'],
  ['Europe', 'Germany'],
  ['Americas', 'Brazil'],
  ['Americas', 'United States'],
  ['Asia', 'India'],
  ['Asia', 'Japan'],
];

const PRODUCTS: ReadonlyArray<[product: string, category: string, price: number]> = [
  ['Laptop', 'Computers', 1200],
  ['Tablet', 'Computers', 450],
  ['Headphones', 'Audio', 150],
  ['Speaker', 'Audio', 90],
];

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

export function createSales(): SaleRecord[] {
  const records: SaleRecord[] = [];
  MARKETS.forEach(([region, country], marketIndex) => {
    PRODUCTS.forEach(([product, category, price], productIndex) => {
      QUARTERS.forEach((quarter, quarterIndex) => {
        // A repeatable pattern: no randomness, but enough variation to make the totals differ.
        const units =
          20 + ((marketIndex * 37 + productIndex * 23 + quarterIndex * 11) % 60);
        records.push({
          id: records.length + 1,
          region,
          country,
          product,
          category,
          quarter,
          units,
          revenue: units * price,
        });
      });
    });
  });
  return records;
}
