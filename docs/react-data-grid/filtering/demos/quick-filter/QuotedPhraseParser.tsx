import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 33);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'country', headerName: 'Country', width: 150 },
];

/** `"south africa" lead` gives ['south africa', 'lead']: a quoted phrase stays one value. */
function parseWithPhrases(input: string): string[] {
  const matches = input.matchAll(/"([^"]*)"|(\S+)/g);
  return Array.from(matches, (match) => (match[1] ?? match[2] ?? '').trim()).filter(
    (value) => value !== '',
  );
}

/** Writes the values back into the field, quoting the ones that contain a space. */
function formatWithPhrases(values: string[]): string {
  return values
    .map((value) => (value.includes(' ') ? `"${value}"` : value))
    .join(' ');
}

export default function QuotedPhraseParser() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [], quickFilterValues: ['South Africa', 'Lead'] },
          },
        }}
        slotProps={{
          toolbar: {
            quickFilterProps: {
              quickFilterParser: parseWithPhrases,
              quickFilterFormatter: formatWithPhrases,
            },
          },
        }}
      />
    </Box>
  );
}
