import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 55);

/** A word such as `>90000` or `<40000` compares salaries; any other word skips the column. */
const salaryQuickFilter: GetApplyQuickFilterFn<Employee, number> = (word) => {
  const match = /^([<>])(\d+)$/.exec(String(word));
  if (!match) {
    return null;
  }
  const limit = Number(match[2]);
  return (salary) => (match[1] === '>' ? salary > limit : salary < limit);
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    getApplyQuickFilterFn: salaryQuickFilter,
  },
];

export default function SalaryQuickFilterFn() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [], quickFilterValues: ['Design', '>90000'] },
          },
        }}
      />
    </Box>
  );
}
