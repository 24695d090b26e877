import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  barcode: string;
  title: string;
  borrower: string;
  dueDate: Date;
  renewals: number;
}

const rows: Loan[] = [
  {
    id: 1,
    barcode: '3901-22871',
    title: 'The Left Hand of Darkness',
    borrower: 'K. Mensah',
    dueDate: new Date(2025, 4, 12),
    renewals: 1,
  },
  {
    id: 2,
    barcode: '3901-10452',
    title: 'A Field Guide to Mosses',
    borrower: 'R. Aalto',
    dueDate: new Date(2025, 4, 3),
    renewals: 0,
  },
  {
    id: 3,
    barcode: '3901-55903',
    title: 'Middlemarch',
    borrower: 'S. Ferreira',
    dueDate: new Date(2025, 3, 28),
    renewals: 2,
  },
  {
    id: 4,
    barcode: '3901-71220',
    title: 'Bread Baking at Home',
    borrower: 'J. Novak',
    dueDate: new Date(2025, 4, 19),
    renewals: 0,
  },
  {
    id: 5,
    barcode: '3901-09384',
    title: 'Piranesi',
    borrower: 'A. Osei',
    dueDate: new Date(2025, 4, 6),
    renewals: 1,
  },
];

const columns: GridColDef<Loan>[] = [
  // Barcodes are identifiers: no point in sorting them.
  { field: 'barcode', headerName: 'Barcode', width: 130, sortable: false },
  // The title must always stay on screen: not listed as hideable.
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200, hideable: false },
  // Borrower names are private: not offered in the filter panel (the toolbar's search still matches them;
  // getApplyQuickFilterFn: () => null would leave them out of it too).
  { field: 'borrower', headerName: 'Borrower', width: 130, filterable: false },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120 },
  { field: 'renewals', headerName: 'Renewals', type: 'number', width: 110 },
];

export default function ColumnInteractionFlagsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar hideFooter />
    </Box>
  );
}
