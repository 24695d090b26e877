import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
} from '@mui/x-data-grid';

interface Review {
  id: number;
  product: string;
  stars: number;
  comment: string;
}

const rows: Review[] = [
  { id: 1, product: 'Kettle K2', stars: 5, comment: 'Quiet.' },
  {
    id: 2,
    product: 'Toaster T4',
    stars: 2,
    comment:
      'The slots are too narrow for sourdough, so thick slices get stuck and burn on one side. The crumb tray is hard to reach, and after two months the lever no longer stays down unless you hold it.',
  },
  { id: 3, product: 'Kettle K2', stars: 4, comment: 'Boils fast, lid is stiff.' },
  { id: 4, product: 'Blender B1', stars: 5, comment: 'Great for soups.' },
  {
    id: 5,
    product: 'Blender B1',
    stars: 3,
    comment:
      'Powerful motor and easy to clean, but the jug is loud on the highest setting and the lid leaks a little when it is more than half full.',
  },
  { id: 6, product: 'Toaster T4', stars: 4, comment: 'Looks good on the counter.' },
];

const LONG = 60;

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'stars', headerName: 'Stars', type: 'number', width: 80 },
  {
    field: 'comment',
    headerName: 'Comment',
    flex: 1,
    minWidth: 240,
    cellClassName: 'wrap-text',
  },
];

// Only long comments are measured; short ones keep the fixed default height.
function getRowHeight({ model }: GridRowHeightParams) {
  return (model as Review).comment.length > LONG ? 'auto' : null;
}

// A guess for the measured rows, from the length of their text.
function getEstimatedRowHeight({ model }: GridRowHeightParams) {
  return 24 + Math.ceil((model as Review).comment.length / 50) * 22;
}

export default function ReviewNotesAutoHeightGrid() {
  return (
    <Box
      sx={{
        height: 460,
        width: '100%',
        '& .wrap-text': { whiteSpace: 'normal', lineHeight: 1.5, py: 1 },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={getRowHeight}
        getEstimatedRowHeight={getEstimatedRowHeight}
        hideFooter
      />
    </Box>
  );
}
