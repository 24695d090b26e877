import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  stars: number;
  comment: string;
}

const rows: Review[] = [
  {
    id: 1,
    product: 'Trail running shoes',
    stars: 5,
    comment: 'Light, grippy on wet rock and comfortable from the first run.',
  },
  {
    id: 2,
    product: 'Rain jacket',
    stars: 3,
    comment:
      'Keeps the rain out for about an hour, which is enough for a commute. On longer hikes the seams on the shoulders start to let water in, and the hood is too shallow to stay up in the wind. The pockets are well placed and the zip is sturdy.',
  },
  {
    id: 3,
    product: 'Headlamp',
    stars: 4,
    comment: 'Bright and the battery lasts a full weekend.',
  },
  {
    id: 4,
    product: 'Two-person tent',
    stars: 4,
    comment:
      'Quick to pitch once you have done it twice. Roomy for two sleeping bags, but there is little space left for packs inside, so plan to keep them in the porch.',
  },
  { id: 5, product: 'Water filter', stars: 5, comment: 'Works.' },
  {
    id: 6,
    product: 'Insulated bottle',
    stars: 2,
    comment:
      'Keeps drinks cold, but the lid started leaking after three weeks and customer service took ten days to answer.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
  // In an auto-height row the grid lets the text wrap; a fixed height would cut it with an ellipsis.
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 250 },
];

export default function AutoRowHeightGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        getEstimatedRowHeight={() => 80}
        hideFooter
        sx={{
          // Auto-height rows are as tall as their content: give every cell some vertical padding.
          '& .MuiDataGrid-cell': { py: 1 },
        }}
      />
    </Box>
  );
}
