import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { CHANNELS, createOrders, STATUSES, type Order } from './orders';

const rows = createOrders(120, 14);

const columns: GridColDef<Order>[] = [
  { field: 'reference', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 190 },
  {
    field: 'channel',
    headerName: 'Channel',
    type: 'singleSelect',
    valueOptions: CHANNELS,
    width: 130,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    width: 120,
  },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

/** An item filters only once it has a value, or when its operator needs none. */
function isActive(item: GridFilterItem) {
  if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') {
    return true;
  }
  return Array.isArray(item.value)
    ? item.value.length > 0
    : item.value !== undefined && item.value !== '';
}

const EMPTY_MODEL: GridFilterModel = { items: [], quickFilterValues: [] };

export default function ClearAllFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Returned' }],
    quickFilterValues: ['Sencha'],
  });

  const activeCount =
    filterModel.items.filter(isActive).length +
    ((filterModel.quickFilterValues?.length ?? 0) > 0 ? 1 : 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', minHeight: 36 }}
      >
        <Button
          variant="outlined"
          disabled={activeCount === 0}
          onClick={() => setFilterModel(EMPTY_MODEL)}
        >
          Clear all filters{activeCount > 0 ? ` (${activeCount})` : ''}
        </Button>
        <Typography variant="body2" color="text.secondary">
          The search box counts as one filter, however many words it holds.
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
