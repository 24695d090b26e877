import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Flight {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  status: string;
}

const rows: Flight[] = [
  { id: 1, flight: 'KL 1342', destination: 'Oslo', gate: 'D7', status: 'Boarding' },
  {
    id: 2,
    flight: 'LH 993',
    destination: 'Frankfurt',
    gate: 'B12',
    status: 'On time',
  },
  { id: 3, flight: 'IB 3711', destination: 'Madrid', gate: 'E2', status: 'Delayed' },
  {
    id: 4,
    flight: 'SK 1554',
    destination: 'Copenhagen',
    gate: 'D3',
    status: 'Gate closed',
  },
];

const columns: GridColDef<Flight>[] = [
  // The flight number is a key: no menu (a click on its header still sorts it).
  { field: 'flight', headerName: 'Flight', width: 120, disableColumnMenu: true },
  { field: 'destination', headerName: 'Destination', width: 160 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'status', headerName: 'Status', width: 140 },
];

export default function DisableColumnMenuGrid() {
  const [disableAll, setDisableAll] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableAll}
            onChange={(event) => setDisableAll(event.target.checked)}
          />
        }
        label="disableColumnMenu on the grid"
      />
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          disableColumnMenu={disableAll}
          hideFooter
        />
      </Box>
    </Box>
  );
}
