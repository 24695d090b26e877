import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';
import './ConditionalStylingGrid.css';

const rows = createEmployees(40, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 130,
    headerClassName: 'team-header',
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    // A class per cell, chosen from the cell's value.
    cellClassName: (params) => {
      const value = params.value as number;
      if (value >= 4) {
        return 'rating--high';
      }
      return value < 2 ? 'rating--low' : '';
    },
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function ConditionalStylingGrid() {
  return (
    <div className="conditional-styling-grid">
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={(params) =>
          [
            params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : '',
            params.row.active ? '' : 'row--inactive',
          ]
            .filter(Boolean)
            .join(' ')
        }
        showColumnVerticalBorder
      />
    </div>
  );
}
