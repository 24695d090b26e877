import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import type { Employee } from '../../../demos/data/employees';
import { fetchEmployees } from '../../../demos/data/dg2FakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  // The pretend server does not know how to filter dates, so the column is not filterable.
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 130,
    filterable: false,
  },
];

export default function ServerSideFilteringGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'country', operator: 'contains', value: 'an' }],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  // The first request goes out on mount; each filter or page change sends another.
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(1);

  React.useEffect(() => {
    let current = true;
    void fetchEmployees({ filterModel, paginationModel }).then((response) => {
      if (current) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [filterModel, paginationModel]);

  const startRequest = () => {
    setLoading(true);
    setRequests((count) => count + 1);
  };

  const handleFilterModelChange = (model: GridFilterModel) => {
    startRequest();
    setFilterModel(model);
    // A new filter gives a new list: start again from its first page.
    setPaginationModel((previous) => ({ ...previous, page: 0 }));
  };

  const handlePaginationModelChange = (model: GridPaginationModel) => {
    startRequest();
    setPaginationModel(model);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        Requests sent: {requests}. Matching rows on the server:{' '}
        {loading ? '…' : rowCount}.
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={handlePaginationModelChange}
          pageSizeOptions={[25, 50]}
          disableColumnSorting
        />
      </Box>
    </Stack>
  );
}
