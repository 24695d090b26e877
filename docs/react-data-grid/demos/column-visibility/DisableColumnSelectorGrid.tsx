import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  pm25: number;
  pm10: number;
  ozone: number;
  no2: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Riverside', pm25: 8.1, pm10: 14.6, ozone: 61, no2: 22 },
  { id: 2, station: 'Old Town', pm25: 17.4, pm10: 29.0, ozone: 48, no2: 41 },
  { id: 3, station: 'Ring Road', pm25: 21.9, pm10: 35.2, ozone: 39, no2: 58 },
  { id: 4, station: 'Botanic Garden', pm25: 5.3, pm10: 11.8, ozone: 67, no2: 12 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', width: 150 },
  { field: 'pm25', headerName: 'PM2.5 (µg/m³)', type: 'number', width: 130 },
  { field: 'pm10', headerName: 'PM10 (µg/m³)', type: 'number', width: 130 },
  { field: 'ozone', headerName: 'O₃ (µg/m³)', type: 'number', width: 120 },
  { field: 'no2', headerName: 'NO₂ (µg/m³)', type: 'number', width: 120 },
];

export default function DisableColumnSelectorGrid() {
  const [disableSelector, setDisableSelector] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableSelector}
            onChange={(event) => setDisableSelector(event.target.checked)}
          />
        }
        label="disableColumnSelector"
      />
      <Box sx={{ height: 320 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          disableColumnSelector={disableSelector}
          hideFooter
        />
      </Box>
    </Box>
  );
}
