import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Sensor {
  id: string;
  location: string;
  temperature: number;
  humidity: number;
  battery: number;
  firmware: string;
  lastSeen: string;
}

const rows: Sensor[] = [
  {
    id: 'T-01',
    location: 'Greenhouse A',
    temperature: 24.1,
    humidity: 71,
    battery: 88,
    firmware: '2.4.1',
    lastSeen: '08:42',
  },
  {
    id: 'T-02',
    location: 'Greenhouse B',
    temperature: 22.7,
    humidity: 65,
    battery: 41,
    firmware: '2.4.1',
    lastSeen: '08:41',
  },
  {
    id: 'T-03',
    location: 'Seed store',
    temperature: 15.3,
    humidity: 48,
    battery: 12,
    firmware: '2.3.9',
    lastSeen: '07:58',
  },
  {
    id: 'T-04',
    location: 'Potting shed',
    temperature: 18.9,
    humidity: 57,
    battery: 93,
    firmware: '2.4.1',
    lastSeen: '08:43',
  },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'id', headerName: 'Sensor', width: 100 },
  { field: 'location', headerName: 'Location', width: 160 },
  // Technical details: the readings beside them can be pinned, these cannot.
  { field: 'firmware', headerName: 'Firmware', width: 120, pinnable: false },
  { field: 'lastSeen', headerName: 'Last seen', width: 120, pinnable: false },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'battery', headerName: 'Battery (%)', type: 'number', width: 120 },
];

export default function PreventPinningGrid() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="disableColumnPinning"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnPinning={disabled}
          hideFooter
        />
      </Box>
    </Box>
  );
}
