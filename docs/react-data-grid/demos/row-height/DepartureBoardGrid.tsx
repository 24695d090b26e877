import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  time: string;
  destination: string;
  platform: string;
  status: string;
}

const destinations = ['Utrecht', 'Leiden', 'Haarlem', 'Gouda', 'Delft', 'Breda'];

const rows: Departure[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  time: `14:${String(index * 4).padStart(2, '0')}`,
  destination: destinations[index % destinations.length] ?? 'Utrecht',
  platform: String((index % 5) + 1),
  status: index % 6 === 2 ? '+5 min' : 'On time',
}));

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'destination', headerName: 'Destination', flex: 1 },
  { field: 'platform', headerName: 'Platform', width: 90 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function DepartureBoardGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowHeight={32}
        columnHeaderHeight={36}
        hideFooter
      />
    </Box>
  );
}
