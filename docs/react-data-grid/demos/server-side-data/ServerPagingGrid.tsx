import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid';
import type { Employee } from '../data/employees';
import { fetchEmployees } from './fakeEmployeeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

function describe(params: GridGetRowsParams) {
  const sort =
    params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') ||
    'none';
  const filters = params.filterModel.items.filter(
    (item) => item.value !== undefined && item.value !== '',
  ).length;
  const quick = (params.filterModel.quickFilterValues ?? []).join(' ');
  return `rows ${params.start}–${params.end} · sort: ${sort} · filters: ${filters}${quick ? ` · search: "${quick}"` : ''}`;
}

export default function ServerPagingGrid() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Keep the data source stable: a new object on every render would refetch every time.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        setRequests((previous) => [describe(params), ...previous].slice(0, 4));
        const response = await fetchEmployees(params);
        return { rows: response.rows, rowCount: response.rowCount };
      },
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 420 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pageSizeOptions={[10, 25, 50]}
          initialState={{
            pagination: { paginationModel: { pageSize: 10, page: 0 } },
          }}
          showToolbar
        />
      </Box>
      <Typography variant="subtitle2">
        Requests sent to the server (newest first)
      </Typography>
      <Box
        component="ol"
        sx={{ m: 0, pl: 3, minHeight: 88, fontFamily: 'monospace', fontSize: 13 }}
      >
        {requests.map((request, index) => (
          <li key={`${index}-${request}`}>{request}</li>
        ))}
      </Box>
    </Stack>
  );
}
