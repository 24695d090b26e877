import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Sensor {
  id: string;
  location: string;
  temperature: number;
  humidity: number;
  co2: number;
  light: number;
  firmware: string;
  battery: number;
}

const rows: Sensor[] = [
  {
    id: 'T-01',
    location: 'Greenhouse A',
    temperature: 24.1,
    humidity: 71,
    co2: 612,
    light: 18200,
    firmware: '2.4.1',
    battery: 88,
  },
  {
    id: 'T-02',
    location: 'Greenhouse B',
    temperature: 22.7,
    humidity: 65,
    co2: 580,
    light: 16900,
    firmware: '2.4.1',
    battery: 41,
  },
  {
    id: 'T-03',
    location: 'Seed store',
    temperature: 15.3,
    humidity: 48,
    co2: 455,
    light: 320,
    firmware: '2.3.9',
    battery: 12,
  },
  {
    id: 'T-04',
    location: 'Potting shed',
    temperature: 18.9,
    humidity: 57,
    co2: 498,
    light: 2400,
    firmware: '2.4.1',
    battery: 93,
  },
];

const columns: GridColDef<Sensor>[] = [
  { field: 'location', headerName: 'Location', width: 150 },
  // Pinned by the code below, like the battery: no menu offers to pin or unpin either.
  { field: 'id', headerName: 'Sensor', width: 100, pinnable: false },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 120 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 130 },
  { field: 'co2', headerName: 'CO₂ (ppm)', type: 'number', width: 120 },
  { field: 'light', headerName: 'Light (lx)', type: 'number', width: 120 },
  { field: 'firmware', headerName: 'Firmware', width: 120 },
  {
    field: 'battery',
    headerName: 'Battery (%)',
    type: 'number',
    width: 120,
    pinnable: false,
  },
];

export default function PinnedFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [batteryPinned, setBatteryPinned] = React.useState(false);

  const handleBatteryChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    if (event.target.checked) {
      apiRef.current?.pinColumn('battery', GridPinnedColumnPosition.RIGHT);
    } else {
      apiRef.current?.unpinColumn('battery');
    }
    setBatteryPinned(event.target.checked);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={batteryPinned} onChange={handleBatteryChange} />}
        label="Keep the battery level in view"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['id'] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
