import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { ORDERS, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'city', headerName: 'City', width: 100 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function PrintOptionsGrid() {
  const apiRef = useGridApiRef();

  // A packing list for the warehouse: only three columns, landscape, no grid chrome.
  const printPackingList = () =>
    apiRef.current?.exportDataAsPrint({
      fileName: 'Packing list',
      fields: ['id', 'item', 'quantity'],
      hideFooter: true,
      hideToolbar: true,
      pageStyle:
        '@page { size: A4 landscape; margin: 12mm; } body { font-size: 14px; }',
    });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="contained" onClick={printPackingList}>
          Print packing list
        </Button>
        <Button size="small" onClick={() => apiRef.current?.exportDataAsPrint()}>
          Print with defaults
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={ORDERS} columns={columns} showToolbar />
      </Box>
    </Stack>
  );
}
