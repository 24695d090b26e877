import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(20, 31);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function CopyRowsGrid() {
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // A click on a cell focuses it without ticking its row, so a single value can be copied too.
          disableRowSelectionOnClick
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Last copy, as written to the clipboard (tabs between cells):
      </Typography>
      <Box
        component="pre"
        aria-label="Copied text"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 72,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {copied || 'Click a cell or tick rows, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
    </Stack>
  );
}
