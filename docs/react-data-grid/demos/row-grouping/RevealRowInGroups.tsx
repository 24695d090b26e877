import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROOT_GROUP_ID,
  gridFilteredSortedRowIdsSelector,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(90);

const columns: GridColDef<Order>[] = [
  { field: 'region', headerName: 'Region', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function RevealRowInGroups() {
  const apiRef = useGridApiRef();
  const [orderNumber, setOrderNumber] = React.useState('SO-2565');
  const [message, setMessage] = React.useState('All groups start collapsed.');

  const reveal = (event: React.SyntheticEvent) => {
    event.preventDefault();
    const api = apiRef.current;
    const wanted = orderNumber.trim().toUpperCase();
    const order = rows.find((row) => row.orderNumber === wanted);
    if (!api || !order) {
      setMessage(`There is no order ${wanted || 'without a number'}.`);
      return;
    }
    // Every row that passes the filters, collapsed or not.
    if (!gridFilteredSortedRowIdsSelector(apiRef).includes(order.id)) {
      setMessage(`${wanted} is hidden by the current filters.`);
      return;
    }
    // Open every group above the row, from its parent up to the top level.
    let parentId: GridRowId | null =
      gridRowNodeSelector(apiRef, order.id)?.parent ?? null;
    while (parentId !== null && parentId !== GRID_ROOT_GROUP_ID) {
      api.setRowChildrenExpansion(parentId, true);
      parentId = gridRowNodeSelector(apiRef, parentId)?.parent ?? null;
    }
    api.setRowSelectionModel({ type: 'include', ids: new Set([order.id]) });
    // The expanded rows are laid out on the next frame: scroll to the row then.
    requestAnimationFrame(() => {
      api.scrollToIndexes({
        rowIndex: api.getRowIndexRelativeToVisibleRows(order.id),
      });
      api.setCellFocus(order.id, 'orderNumber');
    });
    setMessage(`${wanted}: ${order.customer}, ${order.country}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={reveal}
        sx={{ alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Order number"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          sx={{ width: 160 }}
        />
        <Button type="submit" variant="outlined">
          Show order
        </Button>
        <Typography variant="body2" role="status">
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            columns: { columnVisibilityModel: { region: false, country: false } },
          }}
        />
      </Box>
    </Stack>
  );
}
