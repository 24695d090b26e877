import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridUpdateRowError,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { DEPARTMENTS, type Employee } from '../data/employees';
import { fetchEmployees, saveEmployee } from './fakeEmployeeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
    width: 150,
    editable: true,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
  },
];

const dataSource: GridDataSource = {
  getRows: (params) => fetchEmployees(params),
  // Resolve with the row as the server stored it: the grid shows that one.
  updateRow: ({ updatedRow }) => saveEmployee(updatedRow as Employee),
};

export default function SaveEditsGrid() {
  const [message, setMessage] = React.useState<string | null>(null);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 48 }}>
        {message ? (
          <Alert severity="error" onClose={() => setMessage(null)} sx={{ py: 0 }}>
            {message}
          </Alert>
        ) : (
          <Alert severity="info" sx={{ py: 0 }}>
            Salaries are rounded to the hundred on save; above 200,000 they are
            refused.
          </Alert>
        )}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            if (error instanceof GridUpdateRowError) {
              setMessage(`Not saved: ${error.message}`);
            }
          }}
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
      </Box>
    </Stack>
  );
}
