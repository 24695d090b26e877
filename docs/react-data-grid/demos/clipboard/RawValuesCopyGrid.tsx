import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Payment {
  id: number;
  customer: string;
  amount: number;
  fee: number;
  paidOn: Date;
}

const rows: Payment[] = [
  {
    id: 1,
    customer: 'Kestrel Labs',
    amount: 12480.5,
    fee: 0.029,
    paidOn: new Date(Date.UTC(2026, 2, 3)),
  },
  {
    id: 2,
    customer: 'Orchard & Co',
    amount: 860,
    fee: 0.015,
    paidOn: new Date(Date.UTC(2026, 2, 5)),
  },
  {
    id: 3,
    customer: 'Bluebird Cafés',
    amount: 2315.25,
    fee: 0.029,
    paidOn: new Date(Date.UTC(2026, 2, 9)),
  },
  {
    id: 4,
    customer: 'Tidewater',
    amount: 47900,
    fee: 0.01,
    paidOn: new Date(Date.UTC(2026, 2, 12)),
  },
  {
    id: 5,
    customer: 'Northwind',
    amount: 129.9,
    fee: 0.035,
    paidOn: new Date(Date.UTC(2026, 2, 17)),
  },
];

// Formatters created once; the cells show these strings, the rows keep numbers and dates.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});
const day = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

const columns: GridColDef<Payment>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => money.format(value),
  },
  {
    field: 'fee',
    headerName: 'Fee',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'paidOn',
    headerName: 'Paid on',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => day.format(value),
  },
];

export default function RawValuesCopyGrid() {
  const [raw, setRaw] = React.useState(false);
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />
        }
        label="Copy raw values (ignoreValueFormatterDuringExport)"
      />
      <Box sx={{ height: 280 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          // `true` covers copied rows and CSV export alike.
          ignoreValueFormatterDuringExport={raw}
          onClipboardCopy={(data) => setCopied(data)}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="Copied text"
        tabIndex={0}
        aria-live="polite"
        sx={{
          m: 0,
          p: 1.5,
          height: 100,
          boxSizing: 'border-box',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {copied || 'Tick a few rows, then press Ctrl+C (⌘+C on macOS).'}
      </Box>
    </Stack>
  );
}
