import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Product {
  id: number;
  sku: string;
  product: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 1, sku: 'KB-100', product: 'Mechanical keyboard', price: 89, stock: 40 },
  { id: 2, sku: 'MS-220', product: 'Wireless mouse', price: 35, stock: 120 },
  { id: 3, sku: 'MN-270', product: '27-inch monitor', price: 249, stock: 18 },
  { id: 4, sku: 'HS-050', product: 'Headset', price: 59, stock: 75 },
  { id: 5, sku: 'WC-010', product: 'Webcam', price: 45, stock: 60 },
  { id: 6, sku: 'DK-300', product: 'Docking station', price: 129, stock: 22 },
];

const columns: GridColDef<Product>[] = [
  // Not editable: pasting never changes the SKU.
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 180,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
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

const SAMPLE = '99\t35\n39\t110\n259\t15';

export default function PasteRangeGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [log, setLog] = React.useState<string[]>([]);

  const processRowUpdate = (newRow: Product) => {
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Copy these values (price, stock for three rows)"
        multiline
        size="small"
        value={SAMPLE}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          // A click selects a cell, not the row; with rows selected, the pasted lines would fill
          // the selected rows from their first column instead of starting at the clicked cell.
          disableRowSelectionOnClick
          processRowUpdate={processRowUpdate}
          onClipboardPasteEnd={({ newRows }) =>
            setLog((previous) =>
              [
                `Pasted into ${newRows.size} row(s): ${[...newRows.keys()].join(', ')}`,
                ...previous,
              ].slice(0, 3),
            )
          }
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {log.length > 0 ? log.join(' · ') : 'No paste yet.'}
      </Typography>
    </Stack>
  );
}
