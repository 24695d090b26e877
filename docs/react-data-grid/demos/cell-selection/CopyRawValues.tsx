import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Takings {
  id: number;
  day: string;
  cafe: number;
  bakery: number;
}

const rows: Takings[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
].map((day, index) => ({
  id: index + 1,
  day,
  cafe: 1180.5 + ((index * 173) % 640),
  bakery: 2210.25 + ((index * 291) % 910),
}));

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Takings>[] = [
  { field: 'day', headerName: 'Day', width: 130 },
  ...(['cafe', 'bakery'] as const).map((field) => ({
    field,
    headerName: field === 'cafe' ? 'Café' : 'Bakery',
    type: 'number' as const,
    width: 130,
    valueFormatter: (value: number) => euros.format(value),
  })),
];

export default function CopyRawValues() {
  const [raw, setRaw] = React.useState(true);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch checked={raw} onChange={(event) => setRaw(event.target.checked)} />
        }
        label="Copy raw numbers (ignoreValueFormatterDuringExport)"
      />
      <Box sx={{ height: 340 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          ignoreValueFormatterDuringExport={{ clipboardExport: raw }}
        />
      </Box>
      <TextField
        multiline
        minRows={3}
        maxRows={3}
        size="small"
        placeholder="Select cells, press Ctrl+C (Cmd+C), then paste here"
      />
    </Stack>
  );
}
