import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const allRows = createEmployees(12, 152);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 160 },
];

// Only the texts to change; every other text keeps its default.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Nobody here yet. Invite your first team member.',
  toolbarQuickFilterPlaceholder: 'Find a team member…',
  footerRowSelected: (count) =>
    count === 1
      ? 'One person selected'
      : `${count.toLocaleString()} people selected`,
  noResultsOverlayLabel: 'No team member matches this search.',
};

export default function CustomLocaleTextGrid() {
  const [rows, setRows] = React.useState<Employee[]>(allRows);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => setRows((current) => (current.length > 0 ? [] : allRows))}
      >
        {rows.length > 0 ? 'Remove all rows' : 'Restore the rows'}
      </Button>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          showToolbar
          checkboxSelection
        />
      </Box>
    </Stack>
  );
}
