import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: { firstName: string; lastName: string };
  quantity: number;
  unitPrice: number;
  orderedOn: string;
}

const rows: Order[] = [
  {
    id: 1,
    customer: { firstName: 'Amara', lastName: 'Okafor' },
    quantity: 3,
    unitPrice: 19.5,
    orderedOn: '2025-01-14',
  },
  {
    id: 2,
    customer: { firstName: 'Jonas', lastName: 'Lindqvist' },
    quantity: 12,
    unitPrice: 4.25,
    orderedOn: '2025-02-03',
  },
  {
    id: 3,
    customer: { firstName: 'Mei', lastName: 'Tanaka' },
    quantity: 1,
    unitPrice: 249,
    orderedOn: '2025-02-27',
  },
  {
    id: 4,
    customer: { firstName: 'Rafael', lastName: 'Duarte' },
    quantity: 7,
    unitPrice: 12.8,
    orderedOn: '2025-03-09',
  },
  {
    id: 5,
    customer: { firstName: 'Priya', lastName: 'Raman' },
    quantity: 2,
    unitPrice: 89.99,
    orderedOn: '2025-04-21',
  },
  {
    id: 6,
    customer: { firstName: 'Léa', lastName: 'Moreau' },
    quantity: 25,
    unitPrice: 1.6,
    orderedOn: '2025-05-02',
  },
];

const currency = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

const columns: GridColDef<Order>[] = [
  {
    field: 'customer',
    headerName: 'Customer',
    flex: 1,
    minWidth: 160,
    // Turn a nested object into a string: sorting and filtering use this value too.
    valueGetter: (_value, row) =>
      `${row.customer.firstName} ${row.customer.lastName}`,
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    // A computed column: no `total` field exists in the rows.
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'orderedOn',
    headerName: 'Ordered on',
    type: 'date',
    width: 130,
    // The date column needs Date objects; the API sends ISO dates. The column shows the
    // reader's local day, so build local midnight: a `Z` (or a bare '2025-01-14', which
    // parses as UTC) would show the day before west of Greenwich.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
];

export default function ValueGetterFormatterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </Box>
  );
}
