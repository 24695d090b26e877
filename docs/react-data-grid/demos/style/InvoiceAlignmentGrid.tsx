import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface InvoiceLine {
  id: number;
  sku: number;
  item: string;
  unit: string;
  quantity: number;
  unitPrice: number;
  inStock: boolean;
}

const rows: InvoiceLine[] = [
  {
    id: 1,
    sku: 40512,
    item: 'Oak desk',
    unit: 'pc',
    quantity: 2,
    unitPrice: 349,
    inStock: true,
  },
  {
    id: 2,
    sku: 40977,
    item: 'Desk lamp',
    unit: 'pc',
    quantity: 6,
    unitPrice: 42.5,
    inStock: true,
  },
  {
    id: 3,
    sku: 51230,
    item: 'Cable tray',
    unit: 'm',
    quantity: 18,
    unitPrice: 7.9,
    inStock: false,
  },
  {
    id: 4,
    sku: 61004,
    item: 'Acoustic panel',
    unit: 'm²',
    quantity: 12,
    unitPrice: 64,
    inStock: true,
  },
  {
    id: 5,
    sku: 70218,
    item: 'Floor varnish',
    unit: 'l',
    quantity: 5,
    unitPrice: 23.75,
    inStock: false,
  },
];

const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<InvoiceLine>[] = [
  // A number that is a code, not an amount: left, like text.
  {
    field: 'sku',
    headerName: 'SKU',
    type: 'number',
    width: 90,
    align: 'left',
    headerAlign: 'left',
    valueFormatter: (value: number) => String(value),
  },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  // Short codes read best centred, header included.
  {
    field: 'unit',
    headerName: 'Unit',
    width: 80,
    align: 'center',
    headerAlign: 'center',
  },
  // Number and boolean columns keep their built-in alignment.
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => price.format(value),
  },
  { field: 'inStock', headerName: 'In stock', type: 'boolean', width: 100 },
];

export default function InvoiceAlignmentGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showColumnVerticalBorder
        showCellVerticalBorder
        hideFooter
      />
    </Box>
  );
}
