import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  ExportCsv,
  Toolbar,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import { ORDERS, type Order } from './orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 80 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 150 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 100 },
];

function downloadFile(text: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Let the download start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url));
}

function JsonExportToolbar() {
  const apiRef = useGridApiContext();

  // The rows and columns on screen: filtered, sorted, visible. Unlike the CSV export, this ignores the
  // selection and disableExport.
  const exportJson = () => {
    const ids = gridFilteredSortedRowIdsSelector(apiRef);
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const records = ids.map((id) =>
      Object.fromEntries(
        fields.map((field) => [field, apiRef.current.getCellValue(id, field)]),
      ),
    );
    downloadFile(
      JSON.stringify(records, null, 2),
      'orders.json',
      'application/json',
    );
  };

  return (
    <Toolbar>
      <ExportCsv size="small" options={{ fileName: 'orders' }}>
        Download CSV
      </ExportCsv>
      <Button size="small" onClick={exportJson}>
        Download JSON
      </Button>
    </Toolbar>
  );
}

export default function JsonExportGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={ORDERS}
        columns={columns}
        slots={{ toolbar: JsonExportToolbar }}
        showToolbar
      />
    </Box>
  );
}
