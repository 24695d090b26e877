/**
 * Accounts receivable of a small wholesaler, generated from a seed so the server and the
 * browser render the same rows.
 */
import type { GridColDef } from '@mui/x-data-grid-premium';

export interface Invoice {
  id: number;
  number: string;
  customer: string;
  region: string;
  status: 'Paid' | 'Open' | 'Overdue';
  amount: number;
  daysOutstanding: number;
}

export const CUSTOMERS = [
  'Fjord Fisheries',
  'Oakridge Bakery',
  'Sunline Solar',
  'Marlow Textiles',
  'Quarry Stone Works',
  'Bright Path Schools',
];
export const REGIONS = ['North', 'South', 'East', 'West'];
export const STATUSES: Invoice['status'][] = ['Paid', 'Open', 'Overdue'];

function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

export function createInvoices(count: number, seed = 9): Invoice[] {
  const random = seeded(seed);
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const status = pick(STATUSES);
    return {
      id: index + 1,
      number: `INV-${String(4100 + index * 3)}`,
      customer: pick(CUSTOMERS),
      region: pick(REGIONS),
      status,
      amount: Math.round((200 + random() * 9800) * 100) / 100,
      daysOutstanding:
        status === 'Paid'
          ? 0
          : status === 'Open'
            ? Math.floor(random() * 30)
            : 31 + Math.floor(random() * 90),
    };
  });
}

export const invoiceColumns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'region', headerName: 'Region', width: 90 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 100,
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120 },
  { field: 'daysOutstanding', headerName: 'Days open', type: 'number', width: 100 },
];
