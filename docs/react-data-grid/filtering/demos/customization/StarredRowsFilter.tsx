import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  starred: boolean;
  title: string;
  owner: string;
}

const rows: Task[] = [
  { id: 1, starred: false, title: 'Send the March invoices', owner: 'Ines' },
  { id: 2, starred: true, title: 'Renew the domain name', owner: 'Tomasz' },
  { id: 3, starred: false, title: 'Book the team offsite', owner: 'Ama' },
  {
    id: 4,
    starred: false,
    title: 'Chase the unpaid invoice of Lumen',
    owner: 'Ines',
  },
  { id: 5, starred: true, title: 'Sign the new lease', owner: 'Kenji' },
  { id: 6, starred: false, title: 'Order printer paper', owner: 'Ama' },
];

/** The same operator, except that a starred row always passes it. */
function keepingStarredRows<V>(
  operator: GridFilterOperator<Task, V>,
): GridFilterOperator<Task, V> {
  return {
    ...operator,
    getApplyFilterFn: (filterItem, column) => {
      const matches = operator.getApplyFilterFn(filterItem, column);
      // No function means the filter is not active (for example, no value yet): keep it that way.
      if (!matches) {
        return null;
      }
      return (value, row, rowColumn, apiRef) =>
        row.starred || matches(value, row, rowColumn, apiRef);
    },
  };
}

const columns: GridColDef<Task>[] = [
  {
    field: 'starred',
    headerName: 'Starred',
    width: 90,
    valueFormatter: (value: boolean) => (value ? '★' : ''),
    filterable: false,
  },
  {
    field: 'title',
    headerName: 'Task',
    flex: 1,
    minWidth: 220,
    filterOperators: getGridStringOperators().map(keepingStarredRows),
  },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

export default function StarredRowsFilter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'title', operator: 'contains', value: 'invoice' }],
            },
          },
        }}
      />
    </Box>
  );
}
