import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  from: string;
  to: string;
  seats: number;
}

const rows: Flight[] = [
  { id: 1, flight: 'XL412', from: 'Lisbon', to: 'Oslo', seats: 168 },
  { id: 2, flight: 'XL415', from: 'Oslo', to: 'Vienna', seats: 144 },
  { id: 3, flight: 'XL418', from: 'Vienna', to: 'Dubai', seats: 212 },
  { id: 4, flight: 'XL421', from: 'Dubai', to: 'Nairobi', seats: 189 },
  { id: 5, flight: 'XL424', from: 'Nairobi', to: 'Lisbon', seats: 176 },
  { id: 6, flight: 'XL427', from: 'Paris', to: 'Montréal', seats: 298 },
];

const columns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'from', headerName: 'From', flex: 1, minWidth: 110 },
  { field: 'to', headerName: 'To', flex: 1, minWidth: 110 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
];

const DELIMITERS = [
  { value: '\t', label: 'Tab (default)' },
  { value: ',', label: 'Comma' },
  { value: ';', label: 'Semicolon' },
  { value: ' | ', label: 'Pipe with spaces' },
];

export default function CopyDelimiterGrid() {
  const [delimiter, setDelimiter] = React.useState(',');
  const [copied, setCopied] = React.useState('');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <TextField
        select
        size="small"
        label="clipboardCopyCellDelimiter"
        value={delimiter}
        onChange={(event) => setDelimiter(event.target.value)}
        sx={{ width: 240 }}
      >
        {DELIMITERS.map((option) => (
          <MenuItem key={option.label} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          clipboardCopyCellDelimiter={delimiter}
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
