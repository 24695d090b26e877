import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    headerClassName: 'bg-(--mui-palette-primary-main)/12',
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    // The cell gets the utility classes chosen from its value.
    cellClassName: (params) => {
      const value = params.value as number;
      if (value >= 4) {
        return 'text-(--mui-palette-success-main) dark:text-(--mui-palette-success-light) font-semibold';
      }
      return value < 2
        ? 'text-(--mui-palette-error-main) dark:text-(--mui-palette-error-light) font-semibold'
        : '';
    },
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function ConditionalStylingGrid() {
  return (
    <div className="h-[420px] w-full">
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) =>
          [
            params.indexRelativeToCurrentPage % 2 === 0
              ? '[&:not(:hover,.Mui-selected)]:bg-(--mui-palette-action-hover)'
              : '',
            params.row.active ? '' : 'text-(--mui-palette-text-disabled) italic',
          ]
            .filter(Boolean)
            .join(' ')
        }
        showColumnVerticalBorder
      />
    </div>
  );
}
