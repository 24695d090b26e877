import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

interface Product {
  id: number;
  name: string;
  unitCost: number;
  unitPrice: number;
  sold: number;
  returned: number;
}

const rows: Product[] = [
  {
    id: 1,
    name: 'Enamel mug',
    unitCost: 3.1,
    unitPrice: 12,
    sold: 420,
    returned: 6,
  },
  {
    id: 2,
    name: 'Canvas tote',
    unitCost: 4.5,
    unitPrice: 9,
    sold: 610,
    returned: 31,
  },
  { id: 3, name: 'Desk lamp', unitCost: 21, unitPrice: 49, sold: 88, returned: 9 },
  { id: 4, name: 'Wool throw', unitCost: 38, unitPrice: 45, sold: 54, returned: 11 },
  {
    id: 5,
    name: 'Notebook set',
    unitCost: 2.2,
    unitPrice: 14,
    sold: 930,
    returned: 4,
  },
];

const eur = new Intl.NumberFormat('en-IE', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

const money: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) => eur.format(value),
};

const netSold = (row: Product) => row.sold - row.returned;

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', width: 140 },
  { field: 'sold', headerName: 'Sold', type: 'number', width: 80 },
  { field: 'returned', headerName: 'Returned', type: 'number', width: 100 },
  // The fields below exist in no row: each one is computed from the others.
  {
    ...money,
    field: 'revenue',
    headerName: 'Revenue',
    valueGetter: (_value, row) => netSold(row) * row.unitPrice,
  },
  {
    ...money,
    field: 'profit',
    headerName: 'Profit',
    valueGetter: (_value, row) => netSold(row) * (row.unitPrice - row.unitCost),
  },
  {
    field: 'margin',
    headerName: 'Margin',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => (row.unitPrice - row.unitCost) / row.unitPrice,
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    cellClassName: (params) => ((params.value as number) < 0.3 ? 'low-margin' : ''),
  },
];

export default function ComputedColumnsGrid() {
  return (
    <Box
      sx={{
        height: 360,
        width: '100%',
        '& .low-margin': { color: 'error.main', fontWeight: 600 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'profit', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
