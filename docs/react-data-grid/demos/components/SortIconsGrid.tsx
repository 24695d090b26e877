import * as React from 'react';
import Box from '@mui/material/Box';
import { createSvgIcon } from '@mui/material/utils';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

// Small triangles instead of the default arrows.
const AscendingIcon = createSvgIcon(<path d="M12 7l6 9H6z" />, 'Ascending');
const DescendingIcon = createSvgIcon(<path d="M12 17 6 8h12z" />, 'Descending');
const UnsortedIcon = createSvgIcon(
  <path d="M12 4l4.5 6h-9zm0 16-4.5-6h9z" />,
  'Unsorted',
);

const rows = createEmployees(30, 36);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function SortIconsGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{
          columnSortedAscendingIcon: AscendingIcon,
          columnSortedDescendingIcon: DescendingIcon,
          columnUnsortedIcon: UnsortedIcon,
        }}
        initialState={{
          sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
