import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Delivery {
  id: number;
  date: string; // ISO date
  supplier: string;
  pallets: number;
}

const rows: Delivery[] = [
  { id: 1, date: '2025-03-03', supplier: 'Nordmill Flour', pallets: 6 },
  { id: 2, date: '2025-03-05', supplier: 'Green Valley Dairy', pallets: 2 },
  { id: 3, date: '2025-03-07', supplier: 'Nordmill Flour', pallets: 4 },
  { id: 4, date: '2025-03-11', supplier: 'Sunridge Oils', pallets: 3 },
  { id: 5, date: '2025-03-12', supplier: 'Green Valley Dairy', pallets: 2 },
  { id: 6, date: '2025-03-18', supplier: 'Nordmill Flour', pallets: 5 },
  { id: 7, date: '2025-03-19', supplier: 'Sunridge Oils', pallets: 1 },
  { id: 8, date: '2025-03-21', supplier: 'Green Valley Dairy', pallets: 2 },
];

// Days since Monday 3 March, divided by seven: week 10, 11 or 12 of the year.
function weekOf(isoDate: string) {
  const days = (Date.parse(isoDate) - Date.parse('2025-03-03')) / 86_400_000;
  return 10 + Math.floor(days / 7);
}

const columns: GridColDef<Delivery>[] = [
  {
    field: 'week',
    headerName: 'Week',
    width: 90,
    valueGetter: (_value, row) => weekOf(row.date),
  },
  { field: 'date', headerName: 'Date', width: 120 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 90 },
];

export default function DeliveryWeekSpanning() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        rowSpanning
        showCellVerticalBorder
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
