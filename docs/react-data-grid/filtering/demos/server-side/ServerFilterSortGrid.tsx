import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { DEPARTMENTS, type Employee } from '../../../demos/data/employees';
import {
  fetchEmployees,
  type EmployeeQuery,
} from '../../../demos/data/dg2FakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
    width: 155,
  },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

// One object holds everything the server needs, so each change sends one request.
interface Query extends EmployeeQuery {
  sortModel: GridSortModel;
  filterModel: GridFilterModel;
}

function describe(query: Query, rowCount: number) {
  const sort =
    query.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
  const filters = query.filterModel.items
    .filter((item) => item.value !== undefined && item.value !== '')
    .map((item) => `${item.field} ${item.operator} ${String(item.value)}`)
    .join(', ');
  const pages = Math.max(1, Math.ceil(rowCount / query.paginationModel.pageSize));
  return `Filter: ${filters || 'none'} · sort: ${sort} · page ${query.paginationModel.page + 1} of ${pages}`;
}

export default function ServerFilterSortGrid() {
  const [query, setQuery] = React.useState<Query>({
    filterModel: {
      items: [{ field: 'department', operator: 'is', value: 'Engineering' }],
    },
    sortModel: [{ field: 'salary', sort: 'desc' }],
    paginationModel: { page: 0, pageSize: 25 },
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    // The server filters first, then sorts what is left, then cuts out the page.
    void fetchEmployees(query).then((response) => {
      if (current) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [query]);

  const handleFilterModelChange = (filterModel: GridFilterModel) => {
    setLoading(true);
    // Another filter gives another list: show its first page.
    setQuery((previous) => ({
      ...previous,
      filterModel,
      paginationModel: { ...previous.paginationModel, page: 0 },
    }));
  };

  const handleSortModelChange = (sortModel: GridSortModel) => {
    setLoading(true);
    // A new order also starts again from the top.
    setQuery((previous) => ({
      ...previous,
      sortModel,
      paginationModel: { ...previous.paginationModel, page: 0 },
    }));
  };

  const handlePaginationModelChange = (paginationModel: GridPaginationModel) => {
    setLoading(true);
    setQuery((previous) => ({ ...previous, paginationModel }));
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        noWrap
        sx={{ height: 20 }}
      >
        {loading ? 'Asking the server…' : describe(query, rowCount)}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={query.filterModel}
          onFilterModelChange={handleFilterModelChange}
          sortingMode="server"
          sortModel={query.sortModel}
          onSortModelChange={handleSortModelChange}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={query.paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[25, 50]}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
