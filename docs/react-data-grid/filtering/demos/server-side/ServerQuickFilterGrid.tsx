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
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ServerQuickFilterGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['design'],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    void fetchEmployees({ filterModel, paginationModel }).then((response) => {
      // A newer request replaced this one: drop its answer.
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

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
        quickFilterValues sent: {JSON.stringify(filterModel.quickFilterValues ?? [])}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setLoading(true);
            setFilterModel(model);
            setPaginationModel((previous) => ({ ...previous, page: 0 }));
          }}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            setLoading(true);
            setPaginationModel(model);
          }}
          pageSizeOptions={[25, 50]}
          disableColumnFilter
          disableColumnSorting
          showToolbar
          // Wait for a pause in typing before asking the server.
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 600 } } }}
        />
      </Box>
    </Stack>
  );
}
