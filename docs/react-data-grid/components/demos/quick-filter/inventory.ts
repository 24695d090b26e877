/** A deterministic hardware-store inventory for the quick filter demos. */
export interface StockItem {
  id: number;
  sku: string;
  product: string;
  category: string;
  aisle: string;
  stock: number;
  price: number;
}

const PRODUCTS: ReadonlyArray<
  [name: string, category: string, prefix: string, price: number]
> = [
  ['Cordless drill 18V', 'Power tools', 'PT', 129],
  ['Angle grinder', 'Power tools', 'PT', 74],
  ['Claw hammer', 'Hand tools', 'HT', 19],
  ['Spirit level 60 cm', 'Hand tools', 'HT', 24],
  ['Wood screws 4×40 (200)', 'Fixings', 'FX', 8.5],
  ['Wall plugs 6 mm (100)', 'Fixings', 'FX', 4.2],
  ['Exterior paint 5 L', 'Paint', 'PA', 46],
  ['Masking tape 50 m', 'Paint', 'PA', 5.9],
  ['LED bulb E27 (4)', 'Electrical', 'EL', 11],
  ['Extension reel 25 m', 'Electrical', 'EL', 39],
  ['Garden hose 30 m', 'Garden', 'GA', 32],
  ['Pruning shears', 'Garden', 'GA', 17.5],
];

export function createInventory(): StockItem[] {
  const items: StockItem[] = [];
  ['North', 'South', 'Online'].forEach((store, storeIndex) => {
    PRODUCTS.forEach(([product, category, prefix, price], productIndex) => {
      items.push({
        id: items.length + 1,
        sku: `${prefix}-${1000 + productIndex * 37 + storeIndex}`,
        product,
        category,
        aisle:
          store === 'Online' ? 'Warehouse' : `${store} ${1 + (productIndex % 6)}`,
        stock: (productIndex * 17 + storeIndex * 29) % 90,
        price,
      });
    });
  });
  return items;
}
