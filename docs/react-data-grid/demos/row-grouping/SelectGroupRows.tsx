import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-premium';
import { createOrders, formatEuros, type Order } from './orders';

const rows = createOrders(60);

const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', width: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatEuros(value),
  },
];

export default function SelectGroupRows() {
  const [descendants, setDescendants] = React.useState(true);
  const [parents, setParents] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  const propagation = React.useMemo(
    () => ({ descendants, parents }),
    [descendants, parents],
  );

  // The model holds group ids too; keep the orders only. An 'exclude' model lists what is not selected.
  const selectedOrders = rows.filter((row) =>
    selection.type === 'include'
      ? selection.ids.has(row.id)
      : !selection.ids.has(row.id),
  );
  const selectedTotal = selectedOrders.reduce((sum, row) => sum + row.total, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={
            <Switch
              checked={descendants}
              onChange={(event) => setDescendants(event.target.checked)}
            />
          }
          label="A group selects its rows (descendants)"
        />
        <FormControlLabel
          control={
            <Switch
              checked={parents}
              onChange={(event) => setParents(event.target.checked)}
            />
          }
          label="Selecting every row selects the group (parents)"
        />
      </Stack>
      <Typography variant="body2" role="status" color="text.secondary">
        {selectedOrders.length} orders selected, {formatEuros(selectedTotal)} in all
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            rowGrouping: { model: ['customer'] },
            columns: { columnVisibilityModel: { customer: false } },
          }}
        />
      </Box>
    </Stack>
  );
}
