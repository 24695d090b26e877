import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(95, 42);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 80 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 180 },
];

export default function ControlledPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 2,
    pageSize: 5,
  });
  const lastPage = Math.ceil(rows.length / paginationModel.pageSize) - 1;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => setPaginationModel((model) => ({ ...model, page: 0 }))}
        >
          First page
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            setPaginationModel((model) => ({ ...model, page: lastPage }))
          }
        >
          Last page
        </Button>
        <Typography variant="body2" color="text.secondary">
          paginationModel: <code>{JSON.stringify(paginationModel)}</code>
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, 20]}
        />
      </Box>
    </Stack>
  );
}
