import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(120, 22);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  // Searching "10" should not match every email address that contains a 10.
  {
    field: 'email',
    headerName: 'Email',
    width: 240,
    getApplyQuickFilterFn: () => null,
  },
];

export default function QuickFilterOptions() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Design', 'Kenya'],
    quickFilterLogicOperator: GridLogicOperator.Or,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        Words match with OR. quickFilterValues:{' '}
        <code>{JSON.stringify(filterModel.quickFilterValues ?? [])}</code>
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 400 } } }}
        />
      </Box>
    </Stack>
  );
}
