import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const employees = createEmployees(60, 101);

interface Row extends Pick<Employee, 'name' | 'department' | 'salary' | 'rating'> {
  id: number | string;
}

const rows: Row[] = employees.map(({ id, name, department, salary, rating }) => ({
  id,
  name,
  department,
  salary,
  rating,
}));

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

// Pinned rows are not part of `rows`: they are not sorted, filtered or paginated.
const pinnedRows: GridPinnedRowsProp<Row> = {
  top: [
    {
      id: 'headcount',
      name: `Headcount: ${rows.length}`,
      department: '',
      salary: 0,
      rating: 0,
    },
  ],
  bottom: [
    {
      id: 'average',
      name: 'Average',
      department: '',
      salary: Math.round(
        rows.reduce((sum, row) => sum + row.salary, 0) / rows.length,
      ),
      rating:
        Math.round(
          (rows.reduce((sum, row) => sum + row.rating, 0) / rows.length) * 10,
        ) / 10,
    },
  ],
};

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number, row) =>
      row.id === 'headcount' ? '' : usd.format(value),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    valueFormatter: (value: number, row) =>
      row.id === 'headcount' ? '' : value.toFixed(1),
  },
];

export default function TotalsRowPinning() {
  return (
    <Box
      sx={{
        height: 440,
        width: '100%',
        '& .summary-row': { fontWeight: 600, bgcolor: 'action.hover' },
      }}
    >
      <DataGridPro
        rows={rows}
        columns={columns}
        pinnedRows={pinnedRows}
        getRowClassName={(params) =>
          typeof params.id === 'string' ? 'summary-row' : ''
        }
      />
    </Box>
  );
}
