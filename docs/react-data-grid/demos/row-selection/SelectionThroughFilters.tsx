import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  number: string;
  customer: string;
  status: 'Paid' | 'Overdue' | 'Draft';
  amount: number;
}

const invoices: Invoice[] = [
  {
    id: 1,
    number: 'INV-1041',
    customer: 'Harbour Bakery',
    status: 'Overdue',
    amount: 320,
  },
  {
    id: 2,
    number: 'INV-1042',
    customer: 'Casa Verde',
    status: 'Paid',
    amount: 1180,
  },
  {
    id: 3,
    number: 'INV-1043',
    customer: 'Nordlicht Optics',
    status: 'Overdue',
    amount: 745,
  },
  {
    id: 4,
    number: 'INV-1044',
    customer: 'Millstone Flour',
    status: 'Draft',
    amount: 90,
  },
  { id: 5, number: 'INV-1045', customer: 'Glasswerk', status: 'Paid', amount: 2300 },
  {
    id: 6,
    number: 'INV-1046',
    customer: 'Harbour Bakery',
    status: 'Draft',
    amount: 415,
  },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'number', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 100 },
];

export default function SelectionThroughFilters() {
  const [keep, setKeep] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 2]),
  });

  const selected = invoices
    .filter((invoice) => selection.ids.has(invoice.id))
    .map((invoice) => invoice.number);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={keep}
            onChange={(event) => setKeep(event.target.checked)}
          />
        }
        label="keepNonExistentRowsSelected"
      />
      <Typography variant="body2" role="status">
        Selected: {selected.length > 0 ? selected.join(', ') : 'none'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          checkboxSelection
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          showToolbar
        />
      </Box>
    </Stack>
  );
}
