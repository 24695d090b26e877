import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function LeafFieldGroupingColumn() {
  const [hideCount, setHideCount] = React.useState(false);

  const groupingColDef = React.useMemo<GridGroupingColDefOverride<Order>>(
    () => ({
      headerName: 'Customer / order',
      width: 220,
      // Leaf rows show their order number in the grouping column instead of an empty cell.
      leafField: 'orderNumber',
      hideDescendantCount: hideCount,
    }),
    [hideCount],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={hideCount}
            onChange={(event) => setHideCount(event.target.checked)}
          />
        }
        label="Hide the number of orders per customer"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          groupingColDef={groupingColDef}
          initialState={{
            rowGrouping: { model: ['customer'] },
            // The leaf field already shows in the grouping column, and so does the customer.
            columns: {
              columnVisibilityModel: { orderNumber: false, customer: false },
            },
          }}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
