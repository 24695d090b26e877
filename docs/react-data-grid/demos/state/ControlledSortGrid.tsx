import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(50, 96);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const PRESETS = {
  newest: [{ field: 'startDate', sort: 'desc' }],
  salary: [{ field: 'salary', sort: 'desc' }],
  name: [{ field: 'name', sort: 'asc' }],
} satisfies Record<string, GridSortModel>;

type Preset = keyof typeof PRESETS;

// The preset that matches the model, if any: sorting from a header can leave every preset.
function presetOf(model: GridSortModel): Preset | null {
  const [item] = model;
  if (model.length !== 1 || !item) {
    return null;
  }
  const keys = Object.keys(PRESETS) as Preset[];
  return (
    keys.find(
      (key) =>
        PRESETS[key][0]?.field === item.field && PRESETS[key][0]?.sort === item.sort,
    ) ?? null
  );
}

export default function ControlledSortGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>(PRESETS.newest);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={presetOf(sortModel)}
          onChange={(_event, key: Preset | null) =>
            key && setSortModel(PRESETS[key])
          }
          aria-label="Sort the team"
        >
          <ToggleButton value="newest">Newest first</ToggleButton>
          <ToggleButton value="salary">Highest salary</ToggleButton>
          <ToggleButton value="name">A to Z</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          // Controlled: the grid shows this model and reports changes from its headers.
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
