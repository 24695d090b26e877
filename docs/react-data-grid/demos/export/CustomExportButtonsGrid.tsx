import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext, type GridColDef } from '@mui/x-data-grid';
import { ORDERS, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

function OrdersToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('');

  const copyCsv = () => {
    const text = apiRef.current.getDataAsCsv({ delimiter: '\t' });
    navigator.clipboard
      .writeText(text)
      .then(() => setStatus('Copied: paste it into a spreadsheet.'))
      .catch(() => setStatus('The browser did not allow copying here.'));
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', p: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ flex: 1 }}
        role="status"
      >
        {status}
      </Typography>
      <Button size="small" onClick={copyCsv}>
        Copy as table
      </Button>
      <Button
        size="small"
        variant="contained"
        onClick={() => apiRef.current.exportDataAsCsv({ fileName: 'orders' })}
      >
        Download orders.csv
      </Button>
    </Stack>
  );
}

export default function CustomExportButtonsGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: OrdersToolbar }}
      />
    </Box>
  );
}
