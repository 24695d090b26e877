import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { seededRandom } from '../data/employees';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const CUSTOMERS = [
  'Northwind Cafe',
  'Blue Fern Studio',
  'Harbor Tools',
  'Maple & Co',
  'Quayside Books',
  'Lumen Labs',
];
const CITIES = ['Leeds', 'Porto', 'Gdansk', 'Lyon', 'Utrecht', 'Valencia'];

const rows: Order[] = (() => {
  const random = seededRandom(1207);
  return Array.from({ length: 90 }, (_, index) => ({
    id: 24001 + index,
    customer: CUSTOMERS[Math.floor(random() * CUSTOMERS.length)] ?? '',
    city: CITIES[Math.floor(random() * CITIES.length)] ?? '',
    total: Math.round(40 + random() * 1800),
  }));
})();

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110 },
];

export default function JumpToOrderGrid() {
  const apiRef = useGridApiRef();
  const [orderNumber, setOrderNumber] = React.useState('24077');
  const [message, setMessage] = React.useState('');

  const jump = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const api = apiRef.current;
    if (!api) return;
    const id = Number(orderNumber);
    if (!api.getRow(id)) {
      setMessage(`There is no order ${orderNumber}.`);
      return;
    }
    // The position among the rows the filters keep, in their sorted order, on every page: the index
    // scrollToIndexes expects. A row the filters hide is not in the list.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
    if (rowIndex === -1) {
      setMessage(`Order ${id} is hidden by the filters.`);
      return;
    }
    api.scrollToIndexes({ rowIndex });
    api.setCellFocus(id, 'customer');
    api.selectRow(id, true, true);
    setMessage(`Order ${id} is row ${rowIndex + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        component="form"
        onSubmit={jump}
        direction="row"
        spacing={1}
        sx={{ height: 40, alignItems: 'center' }}
      >
        <TextField
          size="small"
          label="Order number"
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.target.value)}
          sx={{ width: 150 }}
        />
        <Button type="submit" variant="contained" size="small">
          Go to order
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
