import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 72);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// A nested theme: everything from the page's theme (including dark mode), plus Data Grid defaults and styles.
const withGridTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableRowSelectionOnClick: true },
      styleOverrides: {
        root: { borderRadius: 12, borderWidth: 2 },
        columnHeaderTitle: {
          textTransform: 'uppercase',
          fontSize: 12,
          letterSpacing: 0.6,
        },
        cell: { fontVariantNumeric: 'tabular-nums' },
      },
    },
  },
});

export default function ThemedGrid() {
  return (
    <ThemeProvider theme={withGridTheme}>
      <Box sx={{ height: 380, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
