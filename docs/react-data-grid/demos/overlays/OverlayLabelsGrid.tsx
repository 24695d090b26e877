import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const allRows = createEmployees(20, 93);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
];

// Only the words change: the built-in overlays keep their layout and behaviour.
const localeText: Partial<GridLocaleText> = {
  noRowsLabel: 'Nobody has joined this team yet',
  noResultsOverlayLabel: 'No team member matches the search',
  noColumnsOverlayLabel: 'Every column is hidden',
  noColumnsOverlayManageColumns: 'Pick columns to show',
};

const EVERY_COLUMN_HIDDEN: GridColumnVisibilityModel = {
  name: false,
  role: false,
  country: false,
};

export default function OverlayLabelsGrid() {
  const [rows, setRows] = React.useState(allRows);
  // The whole model is kept: the columns panel and menus still show or hide one column.
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({});
  const everyColumnHidden = columns.every(
    (column) => visibility[column.field] === false,
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 32, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRows(rows.length > 0 ? [] : allRows)}
        >
          {rows.length > 0 ? 'Remove all rows' : 'Bring the rows back'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setVisibility(everyColumnHidden ? {} : EVERY_COLUMN_HIDDEN)}
        >
          {everyColumnHidden ? 'Show the columns' : 'Hide every column'}
        </Button>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          showToolbar
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
        />
      </Box>
    </Stack>
  );
}
