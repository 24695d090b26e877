import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 65);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// The column select lists these columns, plus the row's own column: a filter
// opened from the Name column menu must still show Name.
const PANEL_FIELDS = ['department', 'country', 'salary'];

const filterColumns = ({ field, columns: gridColumns }: FilterColumnsArgs) =>
  gridColumns
    .filter(
      (column) => column.field === field || PANEL_FIELDS.includes(column.field),
    )
    .map((column) => column.field);

// Opening the panel with no filter preselects Department instead of the first column.
const getColumnForNewFilter = ({
  columns: gridColumns,
}: GetColumnForNewFilterArgs) =>
  gridColumns.find((column) => column.field === 'department')?.field ?? null;

export default function FilterPanelColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: { filterFormProps: { filterColumns }, getColumnForNewFilter },
        }}
      />
    </Box>
  );
}
