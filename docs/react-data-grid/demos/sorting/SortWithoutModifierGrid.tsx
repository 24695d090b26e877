import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridSortModel,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(50, 14);

const columns: GridColDef<Employee>[] = [
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

function describe(model: GridSortModel) {
  if (model.length === 0) {
    return 'none';
  }
  return model
    .map((item) => `${item.field} ${item.sort ?? ''}`.trim())
    .join(', then ');
}

export default function SortWithoutModifierGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        Sorted by: {describe(sortModel)}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          multipleColumnsSortingMode="always"
        />
      </Box>
    </Stack>
  );
}
