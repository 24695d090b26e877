import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import {
  DataGrid,
  GridActionsCell,
  GridActionsCellItem,
  GridDeleteIcon,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
  status: 'Paid' | 'Due' | 'Overdue';
}

const initialRows: Invoice[] = [
  { id: 3101, customer: 'Kestrel Labs', amount: 1240, status: 'Paid' },
  { id: 3102, customer: 'Orchard & Co', amount: 380, status: 'Overdue' },
  { id: 3103, customer: 'Bluebird Cafés', amount: 2150, status: 'Due' },
  { id: 3104, customer: 'Tidewater', amount: 96, status: 'Paid' },
  { id: 3105, customer: 'Northwind', amount: 4700, status: 'Overdue' },
  { id: 3106, customer: 'Alvara Energy', amount: 615, status: 'Due' },
];

const STATUS_COLOR = { Paid: 'success', Due: 'default', Overdue: 'error' } as const;

export default function AccessibleCellsGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const remove = (id: GridRowId) =>
    setRows((current) => current.filter((row) => row.id !== id));
  const markPaid = (id: GridRowId) =>
    setRows((current) =>
      current.map((row) => (row.id === id ? { ...row, status: 'Paid' } : row)),
    );

  const columns = React.useMemo<GridColDef<Invoice>[]>(
    () => [
      {
        field: 'id',
        headerName: 'Invoice',
        width: 110,
        // A link in a cell: in the tab order only while its cell is the grid's Tab stop
        // (the focused cell, or the last one focused once the focus has left the grid).
        renderCell: (params) => (
          <Link
            href={`#invoice-${params.value}`}
            tabIndex={params.tabIndex}
            aria-label={`Open invoice ${params.value}`}
          >
            {params.value}
          </Link>
        ),
      },
      { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
      { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
      {
        field: 'status',
        headerName: 'Status',
        width: 120,
        // The colour repeats the word; it never replaces it.
        renderCell: (params) => (
          <Chip
            label={params.row.status}
            size="small"
            color={STATUS_COLOR[params.row.status]}
            variant={params.row.status === 'Due' ? 'outlined' : 'filled'}
          />
        ),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        // Arrow keys move between these buttons; each has a label for screen readers.
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridDeleteIcon />}
              label={`Delete invoice ${params.id}`}
              onClick={() => remove(params.id)}
            />
            <GridActionsCellItem
              label="Mark as paid"
              showInMenu
              onClick={() => markPaid(params.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} label="Invoices" hideFooter />
    </Box>
  );
}
