/** The bikes a small shop has in stock, for the CRUD recipe. Fixed data. */

export type BikeCategory = 'City' | 'Road' | 'Gravel' | 'Cargo' | 'Kids';

export const BIKE_CATEGORIES: BikeCategory[] = [
  'City',
  'Road',
  'Gravel',
  'Cargo',
  'Kids',
];

export interface Bike {
  id: number;
  model: string;
  category: BikeCategory;
  price: number;
  stock: number;
  /** Set on a row added from the toolbar until it is saved for the first time. */
  isNew?: boolean;
}

export const initialBikes: Bike[] = [
  { id: 1, model: 'Canal 3-speed', category: 'City', price: 649, stock: 7 },
  { id: 2, model: 'Col du Vent', category: 'Road', price: 1890, stock: 2 },
  { id: 3, model: 'Loam Runner', category: 'Gravel', price: 1425, stock: 4 },
  { id: 4, model: 'Long John 2', category: 'Cargo', price: 3290, stock: 1 },
  { id: 5, model: 'Pip 16"', category: 'Kids', price: 239, stock: 11 },
  { id: 6, model: 'Harbour Step-through', category: 'City', price: 720, stock: 5 },
];
