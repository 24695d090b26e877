export interface Product {
  id: string;
  name: string;
  category: string;
  supplier: string;
  stock: number;
  reorderPoint: number;
  unitCost: number;
}

export type StockStatus = 'In stock' | 'Low stock' | 'Out of stock';

export function stockStatus(
  product: Pick<Product, 'stock' | 'reorderPoint'>,
): StockStatus {
  if (product.stock <= 0) {
    return 'Out of stock';
  }
  return product.stock <= product.reorderPoint ? 'Low stock' : 'In stock';
}

export const products: Product[] = [
  {
    id: 'CF-1001',
    name: 'Espresso beans, 1 kg',
    category: 'Coffee',
    supplier: 'Altura Roasters',
    stock: 84,
    reorderPoint: 30,
    unitCost: 14.2,
  },
  {
    id: 'CF-1002',
    name: 'Decaf beans, 500 g',
    category: 'Coffee',
    supplier: 'Altura Roasters',
    stock: 12,
    reorderPoint: 15,
    unitCost: 8.9,
  },
  {
    id: 'CF-1003',
    name: 'Cold brew concentrate',
    category: 'Coffee',
    supplier: 'Northside Brewing',
    stock: 0,
    reorderPoint: 10,
    unitCost: 6.4,
  },
  {
    id: 'TE-2001',
    name: 'Sencha green tea, 100 g',
    category: 'Tea',
    supplier: 'Kettle & Leaf',
    stock: 46,
    reorderPoint: 20,
    unitCost: 5.1,
  },
  {
    id: 'TE-2002',
    name: 'Assam breakfast, 250 g',
    category: 'Tea',
    supplier: 'Kettle & Leaf',
    stock: 19,
    reorderPoint: 20,
    unitCost: 4.75,
  },
  {
    id: 'TE-2003',
    name: 'Rooibos vanilla, 100 g',
    category: 'Tea',
    supplier: 'Kettle & Leaf',
    stock: 58,
    reorderPoint: 15,
    unitCost: 4.3,
  },
  {
    id: 'EQ-3001',
    name: 'Pour-over dripper',
    category: 'Equipment',
    supplier: 'Brewline Supply',
    stock: 23,
    reorderPoint: 8,
    unitCost: 11.6,
  },
  {
    id: 'EQ-3002',
    name: 'Burr grinder',
    category: 'Equipment',
    supplier: 'Brewline Supply',
    stock: 4,
    reorderPoint: 5,
    unitCost: 72.0,
  },
  {
    id: 'EQ-3003',
    name: 'Milk frothing jug, 600 ml',
    category: 'Equipment',
    supplier: 'Brewline Supply',
    stock: 31,
    reorderPoint: 10,
    unitCost: 9.85,
  },
  {
    id: 'EQ-3004',
    name: 'Digital scale',
    category: 'Equipment',
    supplier: 'Brewline Supply',
    stock: 0,
    reorderPoint: 6,
    unitCost: 18.4,
  },
  {
    id: 'SU-4001',
    name: 'Paper filters, 100 pack',
    category: 'Supplies',
    supplier: 'Papyrus Goods',
    stock: 240,
    reorderPoint: 60,
    unitCost: 1.9,
  },
  {
    id: 'SU-4002',
    name: 'Takeaway cups, 12 oz',
    category: 'Supplies',
    supplier: 'Papyrus Goods',
    stock: 55,
    reorderPoint: 100,
    unitCost: 0.12,
  },
  {
    id: 'SU-4003',
    name: 'Compostable lids',
    category: 'Supplies',
    supplier: 'Papyrus Goods',
    stock: 410,
    reorderPoint: 100,
    unitCost: 0.05,
  },
  {
    id: 'SU-4004',
    name: 'Oat milk, 1 l',
    category: 'Supplies',
    supplier: 'Northside Brewing',
    stock: 36,
    reorderPoint: 24,
    unitCost: 1.65,
  },
];
