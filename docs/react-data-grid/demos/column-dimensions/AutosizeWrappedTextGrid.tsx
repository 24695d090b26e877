import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Review {
  id: number;
  guest: string;
  stay: string;
  comment: string;
}

const reviews: Review[] = [
  {
    id: 1,
    guest: 'Mariam',
    stay: '2 nights',
    comment: 'Quiet room at the back, spotless bathroom.',
  },
  {
    id: 2,
    guest: 'Jonas',
    stay: '1 night',
    comment: 'Friendly staff.',
  },
  {
    id: 3,
    guest: 'Aiko',
    stay: '5 nights',
    comment:
      'The breakfast changed every day and the bakery next door supplied the bread. The lift was out of order on the last morning, which was hard with two suitcases.',
  },
  {
    id: 4,
    guest: 'Rafael',
    stay: '3 nights',
    comment: 'Good value for the centre, but the street is loud on Saturday nights.',
  },
];

const columns: GridColDef<Review>[] = [
  { field: 'guest', headerName: 'Guest' },
  { field: 'stay', headerName: 'Stay' },
  // maxWidth stops autosizing at 420 px, so the two longer comments still wrap.
  {
    field: 'comment',
    headerName: 'Comment',
    width: 200,
    maxWidth: 420,
    cellClassName: 'wrap-cell',
  },
];

export default function AutosizeWrappedTextGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        // With four rows, a name only a little longer than the others would count
        // as an outlier and be cut: measure every value.
        onClick={() =>
          void apiRef.current?.autosizeColumns({ includeOutliers: true })
        }
      >
        Autosize columns
      </Button>
      <Box sx={{ height: 330 }}>
        <DataGrid
          apiRef={apiRef}
          rows={reviews}
          columns={columns}
          getRowHeight={() => 'auto'}
          hideFooter
          sx={{
            '& .MuiDataGrid-cell': { py: 1 },
            '& .wrap-cell': { whiteSpace: 'normal', lineHeight: 1.5 },
          }}
        />
      </Box>
    </Box>
  );
}
