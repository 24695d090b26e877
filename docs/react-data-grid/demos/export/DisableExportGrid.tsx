import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { ORDERS, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
  // Staff see the note on screen; exports leave it out unless their `fields` option names it.
  {
    field: 'internalNote',
    headerName: 'Internal note',
    width: 170,
    disableExport: true,
  },
];

export default function DisableExportGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setCsv(apiRef.current?.getDataAsCsv({ allColumns: true }) ?? '')
          }
        >
          Show the CSV (with allColumns)
        </Button>
      </Box>
      <Box sx={{ height: 260 }}>
        <DataGrid
          apiRef={apiRef}
          rows={ORDERS}
          columns={columns}
          hideFooter
          showToolbar
        />
      </Box>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 72,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {csv ||
          'The Internal note column is missing from the text, even with allColumns.'}
      </Box>
    </Stack>
  );
}
