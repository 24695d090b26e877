import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingValueGetter,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

type Period = 'year' | 'quarter';

// Defined outside the component: a new function on every render would make the grid regroup.
const groupByYear: GridGroupingValueGetter<Order> = (_value, row) =>
  row.orderDate.getUTCFullYear();

const groupByQuarter: GridGroupingValueGetter<Order> = (_value, row) =>
  `${row.orderDate.getUTCFullYear()} Q${Math.floor(row.orderDate.getUTCMonth() / 3) + 1}`;

function getColumns(period: Period): GridColDef<Order>[] {
  return [
    {
      field: 'orderDate',
      headerName: 'Order date',
      type: 'date',
      width: 130,
      // The cell keeps showing the full date; only the grouping key changes.
      groupingValueGetter: period === 'year' ? groupByYear : groupByQuarter,
    },
    { field: 'orderNumber', headerName: 'Order', width: 110 },
    { field: 'product', headerName: 'Product', width: 150 },
    { field: 'customer', headerName: 'Customer', width: 150 },
    {
      field: 'total',
      headerName: 'Total',
      type: 'number',
      width: 110,
      valueFormatter: (value: number) => formatEuros(value),
    },
  ];
}

export default function GroupDatesByPeriod() {
  const [period, setPeriod] = React.useState<Period>('year');
  const columns = React.useMemo(() => getColumns(period), [period]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={period}
        onChange={(_event, value: Period | null) => value && setPeriod(value)}
        aria-label="Group orders by"
      >
        <ToggleButton value="year">By year</ToggleButton>
        <ToggleButton value="quarter">By quarter</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['orderDate'] } }}
        />
      </Box>
    </Stack>
  );
}
