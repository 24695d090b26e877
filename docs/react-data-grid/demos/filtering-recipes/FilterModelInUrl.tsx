import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  getGridSingleSelectOperators,
  getGridStringOperators,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { createOrders, orderColumns } from './orders';
import { filterModelToSearch, searchToFilterModel } from './filterModelUrl';

const rows = createOrders(80, 9);

// The operators each column accepts, so that a hand-edited URL cannot name another one.
const values = (operators: { value: string }[]) =>
  operators.map((operator) => operator.value);
const operatorsByField: Record<string, string[]> = {
  reference: values(getGridStringOperators()),
  customer: values(getGridStringOperators()),
  channel: values(getGridSingleSelectOperators()),
  status: values(getGridSingleSelectOperators()),
  total: values(getGridNumericOperators()),
};
// The free DataGrid applies one filter item at a time.
const MAX_ITEMS = 1;

// Stands in for `window.location.search` or your router's search params.
const INITIAL_SEARCH = filterModelToSearch({
  items: [{ field: 'total', operator: '>', value: 100 }],
});

export default function FilterModelInUrl() {
  const [address, setAddress] = React.useState(INITIAL_SEARCH);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>(
    () =>
      searchToFilterModel(INITIAL_SEARCH, operatorsByField, MAX_ITEMS) ?? {
        items: [],
      },
  );
  const [rejected, setRejected] = React.useState(false);

  const handleFilterModelChange = (model: GridFilterModel) => {
    setFilterModel(model);
    setAddress(filterModelToSearch(model)); // Your app: replace the URL here.
    setRejected(false);
  };

  const openAddress = () => {
    const model = searchToFilterModel(address, operatorsByField, MAX_ITEMS);
    setRejected(model === null);
    if (model) {
      setFilterModel(model);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <TextField
          size="small"
          label="Query string"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && openAddress()}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={openAddress}>
          Open
        </Button>
      </Stack>
      <Alert severity={rejected ? 'warning' : 'info'} sx={{ py: 0 }}>
        {rejected
          ? 'This query string is not a valid filter: it was ignored.'
          : 'Edit a filter or the query string, then press Open.'}
      </Alert>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={orderColumns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={handleFilterModelChange}
        />
      </Box>
    </Stack>
  );
}
