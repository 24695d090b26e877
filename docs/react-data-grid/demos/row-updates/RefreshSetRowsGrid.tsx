import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Forecast {
  id: string;
  city: string;
  high: number;
  low: number;
  sky: string;
}

// Two snapshots of the same service: the second one drops Oslo and adds Porto.
const snapshots: Forecast[][] = [
  [
    { id: 'ams', city: 'Amsterdam', high: 14, low: 8, sky: 'Showers' },
    { id: 'osl', city: 'Oslo', high: 9, low: 2, sky: 'Overcast' },
    { id: 'vie', city: 'Vienna', high: 18, low: 9, sky: 'Sunny' },
  ],
  [
    { id: 'ams', city: 'Amsterdam', high: 12, low: 7, sky: 'Rain' },
    { id: 'vie', city: 'Vienna', high: 19, low: 10, sky: 'Sunny' },
    { id: 'opo', city: 'Porto', high: 21, low: 13, sky: 'Clear' },
  ],
];

const columns: GridColDef<Forecast>[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'high', headerName: 'High °C', type: 'number', width: 100 },
  { field: 'low', headerName: 'Low °C', type: 'number', width: 100 },
  { field: 'sky', headerName: 'Sky', width: 110 },
];

export default function RefreshSetRowsGrid() {
  const apiRef = useGridApiRef();
  const [version, setVersion] = React.useState(0);

  const refresh = () => {
    const next = (version + 1) % snapshots.length;
    // setRows replaces every row: rows missing from the new list disappear.
    apiRef.current?.setRows(snapshots[next] ?? []);
    setVersion(next);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={refresh} sx={{ mb: 1 }}>
        Refresh (snapshot {version + 1} of 2)
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={snapshots[0]}
          columns={columns}
          checkboxSelection
          hideFooter
        />
      </Box>
    </Box>
  );
}
