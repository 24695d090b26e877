import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(120, 44);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  // Hidden at first: show it again from the toolbar's Columns button.
  { field: 'role', headerName: 'Role', width: 170 },
];

export default function HiddenColumnsSearch() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['Lead'],
    quickFilterExcludeHiddenColumns: true,
  });
  const searchHidden = filterModel.quickFilterExcludeHiddenColumns === false;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={searchHidden}
            onChange={(event) =>
              setFilterModel((model) => ({
                ...model,
                quickFilterExcludeHiddenColumns: !event.target.checked,
              }))
            }
          />
        }
        label="Search hidden columns too"
      />
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { role: false } } }}
        />
      </Box>
    </Stack>
  );
}
