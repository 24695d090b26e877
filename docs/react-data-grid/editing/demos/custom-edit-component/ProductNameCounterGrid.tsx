import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const MAX_LENGTH = 32;

interface Product {
  id: number;
  name: string;
  sku: string;
  stock: number;
}

const rows: Product[] = [
  { id: 1, name: 'Linen tea towel, sage', sku: 'KT-1042', stock: 84 },
  { id: 2, name: 'Enamel mug 350 ml', sku: 'KT-2210', stock: 130 },
  { id: 3, name: 'Beechwood spoon set', sku: 'KT-0871', stock: 46 },
  { id: 4, name: 'Stoneware pie dish, 24 cm, speckled', sku: 'KT-3305', stock: 12 },
  { id: 5, name: 'Glass storage jar 1 l', sku: 'KT-1518', stock: 205 },
  { id: 6, name: 'Cast iron trivet', sku: 'KT-0634', stock: 58 },
];

// The built-in text editor, plus a live character count that turns red past the limit.
function CountedInputCell(params: GridRenderEditCellParams<Product, string>) {
  const length = String(params.value ?? '').length;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', width: '100%', height: '100%' }}
    >
      <GridEditInputCell {...params} />
      <Typography
        variant="caption"
        color={length > MAX_LENGTH ? 'error' : 'text.secondary'}
        sx={{ px: 1, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
      >
        {length}/{MAX_LENGTH}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product name',
    flex: 1,
    minWidth: 260,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error: String(params.props.value ?? '').length > MAX_LENGTH,
    }),
    renderEditCell: (params) => <CountedInputCell {...params} />,
  },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function ProductNameCounterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
