/**
 * A morning's departures board, generated from a seed: the same rows on the server and in the browser.
 */
import type { GridColDef } from '@mui/x-data-grid-premium';

export interface Flight {
  id: number;
  flight: string;
  airline: string;
  destination: string;
  departure: string;
  status: 'On time' | 'Boarding' | 'Delayed' | 'Cancelled';
  delayMinutes: number;
  seatsLeft: number;
  price: number;
}

export const AIRLINES = ['Lufthansa', 'KLM', 'Iberia', 'SAS', 'TAP', 'Finnair'];
export const DESTINATIONS = [
  'Oslo',
  'Lisbon',
  'Madrid',
  'Helsinki',
  'Amsterdam',
  'Vienna',
  'Athens',
  'Dublin',
];
export const STATUSES: Flight['status'][] = [
  'On time',
  'Boarding',
  'Delayed',
  'Cancelled',
];
const CODES: Record<string, string> = {
  Lufthansa: 'LH',
  KLM: 'KL',
  Iberia: 'IB',
  SAS: 'SK',
  TAP: 'TP',
  Finnair: 'AY',
};

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function createFlights(count: number, seed = 3): Flight[] {
  const random = seeded(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const airline = pick(AIRLINES);
    const minutes = 6 * 60 + index * 9 + Math.floor(random() * 8);
    const roll = random();
    const status: Flight['status'] =
      roll < 0.55
        ? 'On time'
        : roll < 0.7
          ? 'Boarding'
          : roll < 0.93
            ? 'Delayed'
            : 'Cancelled';
    return {
      id: index + 1,
      flight: `${CODES[airline]} ${100 + Math.floor(random() * 1900)}`,
      airline,
      destination: pick(DESTINATIONS),
      departure: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      status,
      delayMinutes: status === 'Delayed' ? 10 + Math.floor(random() * 110) : 0,
      seatsLeft: Math.floor(random() * 40),
      price: 60 + Math.floor(random() * 340),
    };
  });
}

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'airline', headerName: 'Airline', width: 110 },
  { field: 'destination', headerName: 'To', width: 110 },
  { field: 'departure', headerName: 'Departs', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 110,
  },
  { field: 'delayMinutes', headerName: 'Delay (min)', type: 'number', width: 110 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 100 },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 100,
  },
];
