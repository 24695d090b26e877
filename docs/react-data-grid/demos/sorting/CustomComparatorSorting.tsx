import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  title: string;
  priority: 'Low' | 'Medium' | 'High' | 'Critical';
  size: string;
}

const PRIORITY_ORDER: Record<Ticket['priority'], number> = {
  Low: 0,
  Medium: 1,
  High: 2,
  Critical: 3,
};

const priorityComparator: GridComparatorFn<Ticket['priority']> = (first, second) =>
  PRIORITY_ORDER[first] - PRIORITY_ORDER[second];

// Sizes such as "3 pt" or "13 pt" must sort by number, not as text.
const sizeComparator: GridComparatorFn<string> = (first, second) =>
  parseInt(first, 10) - parseInt(second, 10);

const rows: Ticket[] = [
  { id: 1, title: 'Login page times out', priority: 'Critical', size: '5 pt' },
  { id: 2, title: 'Update footer links', priority: 'Low', size: '1 pt' },
  { id: 3, title: 'Export invoices as CSV', priority: 'Medium', size: '8 pt' },
  { id: 4, title: 'Dark mode for settings', priority: 'Low', size: '13 pt' },
  { id: 5, title: 'Password reset email missing', priority: 'High', size: '3 pt' },
  { id: 6, title: 'Slow search on large accounts', priority: 'High', size: '21 pt' },
  { id: 7, title: 'Typo in onboarding', priority: 'Medium', size: '2 pt' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 200, sortable: false },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 130,
    sortComparator: priorityComparator,
    sortingOrder: ['desc', 'asc', null],
  },
  { field: 'size', headerName: 'Size', width: 110, sortComparator: sizeComparator },
];

export default function CustomComparatorSorting() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{
          sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] },
        }}
        hideFooter
      />
    </Box>
  );
}
