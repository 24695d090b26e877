import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

// Products from an inventory API: the unique key is `sku`, there is no `id` field.
interface Product {
  sku: string;
  name: string;
  warehouse: string;
  stock: number;
}

const rows: Product[] = [
  {
    sku: 'DSK-OAK-160',
    name: 'Standing desk, oak',
    warehouse: 'Rotterdam',
    stock: 42,
  },
  {
    sku: 'DSK-WAL-140',
    name: 'Standing desk, walnut',
    warehouse: 'Rotterdam',
    stock: 7,
  },
  {
    sku: 'CHR-ERG-BLK',
    name: 'Ergonomic chair, black',
    warehouse: 'Lyon',
    stock: 118,
  },
  { sku: 'CHR-ERG-GRY', name: 'Ergonomic chair, grey', warehouse: 'Lyon', stock: 0 },
  { sku: 'LMP-LED-01', name: 'LED desk lamp', warehouse: 'Poznań', stock: 260 },
  { sku: 'ARM-DUAL-02', name: 'Dual monitor arm', warehouse: 'Poznań', stock: 35 },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 140 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

// Defined outside the component, so the function keeps the same identity between renders.
const getRowId: GridRowIdGetter<Product> = (row) => row.sku;

export default function CustomRowIdGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        checkboxSelection
      />
    </Box>
  );
}
