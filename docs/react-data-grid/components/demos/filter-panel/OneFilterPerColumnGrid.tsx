import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
} from '@mui/x-data-grid-pro';
import { createOrders, orderColumns } from './orders';

const rows = createOrders(60);

const usedFields = (items: GetColumnForNewFilterArgs['currentFilters']) =>
  new Set(items.map((item) => item.field));

// Each form offers its own column plus the columns no other filter uses yet.
const filterColumns = ({ field, columns, currentFilters }: FilterColumnsArgs) => {
  const used = usedFields(currentFilters);
  return columns
    .filter(
      (column) =>
        column.filterable && (column.field === field || !used.has(column.field)),
    )
    .map((column) => column.field);
};

// "Add filter" starts on the first free column; with none left, it adds nothing.
const getColumnForNewFilter = ({
  currentFilters,
  columns,
}: GetColumnForNewFilterArgs) => {
  const used = usedFields(currentFilters);
  return (
    columns.find((column) => column.filterable && !used.has(column.field))?.field ??
    null
  );
};

export default function OneFilterPerColumnGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={orderColumns}
        showToolbar
        slotProps={{
          filterPanel: {
            filterFormProps: { filterColumns },
            getColumnForNewFilter,
          },
        }}
      />
    </Box>
  );
}
