/**
 * Outbound shipments of a small warehouse, generated from a seed so that every render
 * (server and browser) produces the same rows.
 */
import type { GridColDef } from '@mui/x-data-grid';

export interface Shipment {
  id: number;
  reference: string;
  customer: string;
  destination: string;
  carrier: string;
  parcels: number;
  weightKg: number;
  status: 'Packed' | 'In transit' | 'Delivered' | 'Delayed';
}

const CUSTOMERS = [
  'Northwind Cafés',
  'Bluebird Books',
  'Atlas Outdoor',
  'Kettle & Co',
  'Lumen Lighting',
  'Verde Garden Supply',
  'Harbor Bikes',
  'Pixel Toys',
];
const DESTINATIONS = [
  'Lyon',
  'Porto',
  'Gdańsk',
  'Utrecht',
  'Graz',
  'Bergen',
  'Turin',
];
const CARRIERS = ['DHL', 'UPS', 'DPD', 'GLS'];
const STATUSES: Shipment['status'][] = [
  'Packed',
  'In transit',
  'Delivered',
  'Delayed',
];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function createShipments(count: number, seed = 7): Shipment[] {
  const random = seeded(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const parcels = 1 + Math.floor(random() * 12);
    return {
      id: index + 1,
      reference: `SHP-${String(24100 + index * 7)}`,
      customer: pick(CUSTOMERS),
      destination: pick(DESTINATIONS),
      carrier: pick(CARRIERS),
      parcels,
      weightKg: Math.round(parcels * (2 + random() * 14) * 10) / 10,
      status: pick(STATUSES),
    };
  });
}

export const shipmentColumns: GridColDef<Shipment>[] = [
  { field: 'reference', headerName: 'Reference', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'destination', headerName: 'Destination', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 90 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 120,
  },
];
