import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'subtotal' | 'tax' | 'total';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items = [
  { id: 'a', description: 'Standing desk, oak top', quantity: 2, unitPrice: 489 },
  { id: 'b', description: 'Ergonomic chair', quantity: 2, unitPrice: 329 },
  { id: 'c', description: 'Monitor arm, dual', quantity: 1, unitPrice: 119 },
  { id: 'd', description: 'Cable management kit', quantity: 3, unitPrice: 24.5 },
];

const subtotal = items.reduce(
  (sum, item) => sum + item.quantity * item.unitPrice,
  0,
);
const tax = Math.round(subtotal * 0.2 * 100) / 100;

const rows: InvoiceLine[] = [
  ...items.map((item): InvoiceLine => ({
    ...item,
    kind: 'item',
    amount: item.quantity * item.unitPrice,
  })),
  { id: 'subtotal', kind: 'subtotal', description: 'Subtotal', amount: subtotal },
  { id: 'tax', kind: 'tax', description: 'VAT (20%)', amount: tax },
  { id: 'total', kind: 'total', description: 'Total', amount: subtotal + tax },
];

const eur = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Summary rows have no quantity or unit price: their label spans those columns.
    colSpan: (_value, row) => (row.kind === 'item' ? 1 : 3),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value?: number) =>
      value === undefined ? '' : eur.format(value),
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => eur.format(value),
  },
];

export default function InvoiceColumnSpanning() {
  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        '& .invoice-summary': { fontWeight: 600, bgcolor: 'action.hover' },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        disableColumnSorting
        getRowClassName={(params) =>
          params.row.kind === 'item' ? '' : 'invoice-summary'
        }
      />
    </Box>
  );
}
