import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, getGridStringOperators, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 62);

// Only the two text operators this team actually uses, relabelled.
const nameOperators = getGridStringOperators()
  .filter(
    (operator) => operator.value === 'contains' || operator.value === 'startsWith',
  )
  .map((operator) =>
    operator.value === 'contains' ? { ...operator, label: 'includes' } : operator,
  );

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 150,
    filterOperators: nameOperators,
  },
  { field: 'role', headerName: 'Role', width: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'email', headerName: 'Email', width: 220, filterable: false },
];

export default function LimitedOperatorsFilter() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ filterPanel: { columnsSort: 'asc' } }}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'name', operator: 'startsWith', value: 'So' }],
            },
          },
        }}
      />
    </Box>
  );
}
