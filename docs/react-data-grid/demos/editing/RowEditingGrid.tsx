import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridEditMode } from '@mui/x-data-grid';
import { COUNTRIES, createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(25, 32);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  {
    field: 'country',
    headerName: 'Country',
    width: 150,
    editable: true,
    type: 'singleSelect',
    valueOptions: COUNTRIES,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 100,
    editable: true,
  },
];

export default function RowEditingGrid() {
  const [editMode, setEditMode] = React.useState<GridEditMode>('row');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={editMode}
        onChange={(_event, value: GridEditMode | null) =>
          value && setEditMode(value)
        }
        aria-label="Edit mode"
      >
        <ToggleButton value="cell">Cell editing</ToggleButton>
        <ToggleButton value="row">Row editing</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGrid key={editMode} rows={rows} columns={columns} editMode={editMode} />
      </Box>
    </Stack>
  );
}
