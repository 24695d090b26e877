// Spring sales of a garden centre: one row per product.
export interface PlantRow {
  id: number;
  product: string;
  category: string;
  unitsSold: number;
  price: number;
}

export const plantRows: PlantRow[] = [
  { id: 1, product: 'Lavender', category: 'Perennials', unitsSold: 412, price: 6.5 },
  { id: 2, product: 'Basil', category: 'Herbs', unitsSold: 538, price: 3.2 },
  {
    id: 3,
    product: 'Tomato "Gardener\'s Delight"',
    category: 'Vegetables',
    unitsSold: 655,
    price: 2.8,
  },
  { id: 4, product: 'Rosemary', category: 'Herbs', unitsSold: 297, price: 4.9 },
  { id: 5, product: 'Hydrangea', category: 'Shrubs', unitsSold: 184, price: 18.0 },
  { id: 6, product: 'Geranium', category: 'Perennials', unitsSold: 366, price: 5.4 },
  {
    id: 7,
    product: 'Courgette',
    category: 'Vegetables',
    unitsSold: 342,
    price: 2.5,
  },
  { id: 8, product: 'Boxwood', category: 'Shrubs', unitsSold: 151, price: 22.0 },
  { id: 9, product: 'Mint', category: 'Herbs', unitsSold: 421, price: 3.0 },
  { id: 10, product: 'Salvia', category: 'Perennials', unitsSold: 228, price: 7.2 },
  {
    id: 11,
    product: 'Runner bean',
    category: 'Vegetables',
    unitsSold: 276,
    price: 2.2,
  },
  { id: 12, product: 'Camellia', category: 'Shrubs', unitsSold: 96, price: 26.5 },
];

export const categories = ['Herbs', 'Perennials', 'Shrubs', 'Vegetables'];
