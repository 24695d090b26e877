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

interface Rate {
  id: number;
  carrier: string;
  days: number;
  price: number;
}

const rows: Rate[] = [
  { id: 1, carrier: 'Northwind Post', days: 5, price: 4.9 },
  { id: 2, carrier: 'Harbor Express', days: 2, price: 12.5 },
  { id: 3, carrier: 'Alpine Freight', days: 4, price: 7.2 },
  { id: 4, carrier: 'Citylink Courier', days: 1, price: 18 },
];

const columns: GridColDef<Rate>[] = [
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 110 },
  { field: 'days', headerName: 'Days', type: 'number', width: 64 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 84,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
];

export default function OneCarrierGrid() {
  const [oneOnly, setOneOnly] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // "Select all" gives an "exclude" model, whose ids are the rows left out.
  const chosen = rows.filter((row) =>
    selection.type === 'include'
      ? selection.ids.has(row.id)
      : !selection.ids.has(row.id),
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={oneOnly}
            onChange={(event) => setOneOnly(event.target.checked)}
          />
        }
        label="disableMultipleRowSelection"
      />
      <Box sx={{ height: 268 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableMultipleRowSelection={oneOnly}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
      </Box>
      <Typography variant="body2" role="status">
        {chosen.length === 0
          ? 'No carrier chosen.'
          : `Chosen: ${chosen.map((row) => row.carrier).join(', ')}`}
      </Typography>
    </Stack>
  );
}
