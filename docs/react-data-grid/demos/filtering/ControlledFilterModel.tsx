import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(150, 52);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    width: 150,
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
  },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

const PRESETS: { label: string; model: GridFilterModel }[] = [
  {
    label: 'Design team',
    model: { items: [{ field: 'department', operator: 'is', value: 'Design' }] },
  },
  {
    label: 'Rated 4.5 or more',
    model: { items: [{ field: 'rating', operator: '>=', value: 4.5 }] },
  },
  {
    label: 'Name starts with M',
    model: { items: [{ field: 'name', operator: 'startsWith', value: 'M' }] },
  },
];

export default function ControlledFilterModel() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {PRESETS.map((preset) => (
          <Button
            key={preset.label}
            size="small"
            variant="outlined"
            onClick={() => setFilterModel(preset.model)}
          >
            {preset.label}
          </Button>
        ))}
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Show all
        </Button>
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ wordBreak: 'break-all' }}
      >
        filterModel: <code>{JSON.stringify(filterModel)}</code>
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
