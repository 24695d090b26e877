import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 12);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function ControlledSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'rating', sort: 'desc' },
  ]);

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
          onClick={() => setSortModel([{ field: 'salary', sort: 'desc' }])}
        >
          Highest salary first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setSortModel([{ field: 'name', sort: 'asc' }])}
        >
          Name A to Z
        </Button>
        <Button size="small" onClick={() => setSortModel([])}>
          Clear sorting
        </Button>
        <Typography variant="body2" color="text.secondary">
          sortModel: <code>{JSON.stringify(sortModel)}</code>
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
        />
      </Box>
    </Stack>
  );
}
