import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  sku: string;
  name: string;
  price: number;
  stock: number;
}

const rows: Product[] = [
  { id: 1, sku: 'TEA-001', name: 'Sencha, 100 g', price: 8.5, stock: 42 },
  { id: 2, sku: 'TEA-014', name: 'Assam, 250 g', price: 11, stock: 17 },
  { id: 3, sku: 'TEA-022', name: 'Rooibos, 100 g', price: 6.2, stock: 63 },
  { id: 4, sku: 'POT-003', name: 'Cast-iron teapot', price: 39, stock: 5 },
  { id: 5, sku: 'CUP-010', name: 'Stoneware cup', price: 12.5, stock: 28 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 160, editable: true },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 100,
    editable: true,
  },
];

interface Pending {
  newRow: Product;
  oldRow: Product;
  resolve: (row: Product) => void;
}

export default function ConfirmBeforeSaveGrid() {
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The grid waits for this promise before it leaves edit mode.
  const processRowUpdate = (newRow: Product, oldRow: Product) =>
    new Promise<Product>((resolve) => {
      if (JSON.stringify(newRow) === JSON.stringify(oldRow)) {
        resolve(oldRow); // Nothing changed: no question to ask.
        return;
      }
      setPending({ newRow, oldRow, resolve });
    });

  const answer = (keep: boolean) => {
    if (!pending) {
      return;
    }
    pending.resolve(keep ? pending.newRow : pending.oldRow);
    setPending(null);
  };

  const changes = pending
    ? (Object.keys(pending.newRow) as (keyof Product)[])
        .filter((key) => pending.newRow[key] !== pending.oldRow[key])
        .map((key) => `${key}: ${pending.oldRow[key]} → ${pending.newRow[key]}`)
    : [];

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Save this change?</DialogTitle>
        <DialogContent>{changes.join(', ')}</DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Discard</Button>
          <Button onClick={() => answer(true)} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
