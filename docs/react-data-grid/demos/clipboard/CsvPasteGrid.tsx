import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface CatalogItem {
  id: number;
  product: string;
  price: number;
  stock: number;
  delivery: Date;
  discontinued: boolean;
}

const initialRows: CatalogItem[] = [
  {
    id: 1,
    product: 'Desk lamp',
    price: 35,
    stock: 90,
    delivery: new Date(2026, 1, 9, 8, 0),
    discontinued: true,
  },
  {
    id: 2,
    product: 'Office chair',
    price: 1190,
    stock: 12,
    delivery: new Date(2026, 1, 16, 10, 0),
    discontinued: false,
  },
  {
    id: 3,
    product: 'Monitor arm',
    price: 79,
    stock: 40,
    delivery: new Date(2026, 1, 11, 13, 30),
    discontinued: false,
  },
  {
    id: 4,
    product: 'Cable tray',
    price: 24.5,
    stock: 150,
    delivery: new Date(2026, 1, 20, 9, 0),
    discontinued: false,
  },
  {
    id: 5,
    product: 'Footrest',
    price: 42,
    stock: 33,
    delivery: new Date(2026, 1, 12, 15, 0),
    discontinued: false,
  },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<CatalogItem>[] = [
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 160,
    editable: true,
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => euros.format(value),
    // "€1,249.00" → 1249: drop the currency sign and the thousands separators.
    pastedValueParser: (value) => {
      const amount = Number(value.replace(/[^0-9.-]/g, ''));
      return Number.isFinite(amount) ? amount : undefined;
    },
  },
  {
    field: 'stock',
    headerName: 'Stock',
    type: 'number',
    width: 80,
    editable: true,
  },
  // The next two read pasted text with the grid's own pastedValueParser: `new Date(text)`, and yes/no, true/false, 1/0.
  {
    field: 'delivery',
    headerName: 'Next delivery',
    type: 'dateTime',
    width: 180,
    editable: true,
  },
  {
    field: 'discontinued',
    headerName: 'Discontinued',
    type: 'boolean',
    width: 110,
    editable: true,
  },
];

/** Splits CSV text: commas between cells, double quotes around cells that contain commas. */
function splitCsv(text: string): string[][] {
  return text
    .replace(/\r/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let index = 0; index < line.length; index += 1) {
        const char = line[index];
        if (char === '"' && quoted && line[index + 1] === '"') {
          cell += '"';
          index += 1;
        } else if (char === '"') {
          quoted = !quoted;
        } else if (char === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else {
          cell += char;
        }
      }
      cells.push(cell);
      return cells;
    });
}

const SAMPLE =
  '"Desk lamp, brass",€39.90,120,2026-03-02T09:00,no\n"Office chair, mesh","€1,249.00",8,2026-03-16T14:30,yes';

export default function CsvPasteGrid() {
  const [rows, setRows] = React.useState(initialRows);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        label="Copy this CSV, then paste it on the first Product cell"
        multiline
        size="small"
        value={SAMPLE}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          splitClipboardPastedText={splitCsv}
          processRowUpdate={(newRow: CatalogItem) => {
            setRows((current) =>
              current.map((row) => (row.id === newRow.id ? newRow : row)),
            );
            return newRow;
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
