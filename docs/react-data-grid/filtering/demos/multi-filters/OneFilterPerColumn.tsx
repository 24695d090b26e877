import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(200, 104);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 155 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

/** A row may pick its own column or any column no other row filters yet. */
const filterColumns = ({
  field,
  columns: gridColumns,
  currentFilters,
}: FilterColumnsArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return gridColumns
    .filter((column) => column.field === field || !used.has(column.field))
    .map((column) => column.field);
};

/** Add filter starts on the first free column; `null` once every column is filtered. */
const getColumnForNewFilter = ({
  currentFilters,
  columns: gridColumns,
}: GetColumnForNewFilterArgs) => {
  const used = new Set(currentFilters.map((item) => item.field));
  return (
    gridColumns.find((column) => column.filterable && !used.has(column.field))
      ?.field ?? null
  );
};

export default function OneFilterPerColumn() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            logicOperators: [GridLogicOperator.And],
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'equals', value: 'Sales' },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
