import * as React from 'react';
import Box from '@mui/material/Box';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

// The grid passes fontSize and className; the unsorted icon also gets sortingOrder,
// which must not reach the DOM, so each icon takes only the two props it uses.
type SortIconProps = Pick<SvgIconProps, 'fontSize' | 'className'>;

// Small triangles instead of the default arrows.
function AscendingIcon({ fontSize, className }: SortIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className}>
      <path d="M12 7l6 9H6z" />
    </SvgIcon>
  );
}

function DescendingIcon({ fontSize, className }: SortIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className}>
      <path d="M12 17 6 8h12z" />
    </SvgIcon>
  );
}

function UnsortedIcon({ fontSize, className }: SortIconProps) {
  return (
    <SvgIcon fontSize={fontSize} className={className}>
      <path d="M12 4l4.5 6h-9zm0 16-4.5-6h9z" />
    </SvgIcon>
  );
}

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
