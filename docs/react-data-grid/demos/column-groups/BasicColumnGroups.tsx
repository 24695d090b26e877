import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 41);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'person',
    headerName: 'Person',
    children: [{ field: 'name' }, { field: 'email' }],
  },
  {
    groupId: 'position',
    headerName: 'Position',
    description: 'Where the employee works and what they do',
    children: [
      {
        groupId: 'team',
        headerName: 'Team',
        children: [{ field: 'department' }, { field: 'role' }],
      },
      { field: 'country' },
    ],
  },
  {
    groupId: 'review',
    headerName: 'Yearly review',
    children: [{ field: 'salary' }, { field: 'rating' }],
  },
];

export default function BasicColumnGroups() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
      />
    </Box>
  );
}
