import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(40);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 140 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

type SortTarget = 'orders' | 'customers';

export default function SortGroupsOrLeaves() {
  const [target, setTarget] = React.useState<SortTarget>('orders');

  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Order>>(
    () => ({
      headerName: 'Customer / order',
      width: 220,
      leafField: 'orderNumber',
      // Without it, a grouping column with a leafField sorts and filters the leaves.
      mainGroupingCriteria: target === 'customers' ? 'customer' : undefined,
    }),
    [target],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={target}
        onChange={(_event, value: SortTarget | null) => value && setTarget(value)}
        aria-label="The grouping column sorts"
      >
        <ToggleButton value="orders">Orders</ToggleButton>
        <ToggleButton value="customers">Customers</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          // A new comparator does not re-sort rows that are already sorted: start afresh.
          key={target}
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['customer'] },
            sorting: {
              sortModel: [
                { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' },
              ],
            },
            columns: {
              columnVisibilityModel: { customer: false, orderNumber: false },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
