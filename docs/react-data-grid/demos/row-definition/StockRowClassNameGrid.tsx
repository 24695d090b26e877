import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  part: string;
  inStock: number;
  reorderAt: number;
}

const rows: Part[] = [
  { id: 1, part: 'M4 hex bolt', inStock: 1240, reorderAt: 500 },
  { id: 2, part: 'M4 nylon nut', inStock: 310, reorderAt: 500 },
  { id: 3, part: 'Hinge, steel 60 mm', inStock: 0, reorderAt: 40 },
  { id: 4, part: 'Cabinet handle, oak', inStock: 88, reorderAt: 30 },
  { id: 5, part: 'Drawer runner 450 mm', inStock: 12, reorderAt: 20 },
  { id: 6, part: 'Shelf pin, brass', inStock: 2600, reorderAt: 800 },
  { id: 7, part: 'Wood glue, 1 l', inStock: 0, reorderAt: 10 },
];

const columns: GridColDef<Part>[] = [
  { field: 'part', headerName: 'Part', flex: 1, minWidth: 180 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 110 },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
];

function getRowClassName({ row }: GridRowClassNameParams<Part>) {
  if (row.inStock === 0) {
    return 'stock-out';
  }
  return row.inStock < row.reorderAt ? 'stock-low' : '';
}

export default function StockRowClassNameGrid() {
  return (
    <Box
      sx={(theme) => {
        // With CSS theme variables, only `theme.vars` follows the colour mode.
        const palette = (theme.vars ?? theme).palette;
        return {
          height: 400,
          width: '100%',
          // An amber tint under the text colour, which reads on it in both modes.
          '& .stock-low': {
            backgroundColor: theme.alpha(palette.warning.main, 0.24),
          },
          '& .stock-low:hover': {
            backgroundColor: theme.alpha(palette.warning.main, 0.36),
          },
          '& .stock-out': {
            color: 'text.secondary',
            textDecoration: 'line-through',
          },
        };
      }}
    >
      <DataGrid rows={rows} columns={columns} getRowClassName={getRowClassName} />
    </Box>
  );
}
