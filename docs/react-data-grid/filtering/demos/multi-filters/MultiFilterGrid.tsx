import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import {
  DEPARTMENTS,
  createEmployees,
  type Employee,
} from '../../../demos/data/employees';

const rows = createEmployees(200, 101);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 150,
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
  },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function MultiFilterGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>=', value: 80000 },
                { id: 3, field: 'salary', operator: '<', value: 120000 },
              ],
              logicOperator: GridLogicOperator.And,
            },
          },
        }}
      />
    </Box>
  );
}
