import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

interface GroupSummary {
  name: string;
  orders: Order[];
}

export default function GroupChildrenFromApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState<GroupSummary | null>(null);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    const api = apiRef.current;
    const node = api ? gridRowNodeSelector(apiRef, params.id) : undefined;
    if (!api || node?.type !== 'group') {
      return;
    }
    // Every order under the group, nested groups included, in the order the grid shows them.
    const ids = api.getRowGroupChildren({
      groupId: params.id,
      applyFiltering: true,
      applySorting: true,
    });
    const orders = ids
      .map((id) => api.getRow<Order>(id))
      .filter((row): row is Order => row !== null);
    setSummary({ name: String(node.groupingKey), orders });
  };

  const total = summary?.orders.reduce((sum, row) => sum + row.total, 0) ?? 0;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ minHeight: 40 }}>
        {summary
          ? `${summary.name}: ${summary.orders.length} orders, ${formatEuros(total)}. ` +
            `First orders: ${summary.orders
              .slice(0, 4)
              .map((row) => row.orderNumber)
              .join(', ')}`
          : 'Click a group row to read its orders through the API.'}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onRowClick={handleRowClick}
          initialState={{
            rowGrouping: { model: ['category', 'product'] },
            sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
            columns: { columnVisibilityModel: { category: false, product: false } },
          }}
        />
      </Box>
    </Stack>
  );
}
