import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  price: number;
  rooms: number;
  listed: string;
}

const rows: Listing[] = [
  {
    id: 1,
    address: '12 Canal Street',
    price: 425000,
    rooms: 3,
    listed: '2025-02-11',
  },
  {
    id: 2,
    address: '4B Orchard Lane',
    price: 289000,
    rooms: 2,
    listed: '2025-03-02',
  },
  {
    id: 3,
    address: '77 Harbour View',
    price: 615000,
    rooms: 5,
    listed: '2025-01-20',
  },
  { id: 4, address: '9 Mill Road', price: 349500, rooms: 3, listed: '2025-03-09' },
  {
    id: 5,
    address: '31 Linden Court',
    price: 198000,
    rooms: 1,
    listed: '2025-02-27',
  },
];

const orders: Record<string, GridSortModel> = {
  newest: [{ field: 'listed', sort: 'desc' }],
  cheapest: [{ field: 'price', sort: 'asc' }],
  largest: [{ field: 'rooms', sort: 'desc' }],
};

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price €', type: 'number', width: 120 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'listed', headerName: 'Listed', width: 120 },
];

export default function FixedSortGrid() {
  const [order, setOrder] = React.useState('newest');

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="Sort by"
        value={order}
        onChange={(event) => setOrder(event.target.value)}
        sx={{ mb: 1, minWidth: 180 }}
      >
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="cheapest">Cheapest first</MenuItem>
        <MenuItem value="largest">Most rooms first</MenuItem>
      </TextField>
      <Box sx={{ height: 360 }}>
        {/* The headers cannot sort; the menu above decides. */}
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={orders[order]}
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
