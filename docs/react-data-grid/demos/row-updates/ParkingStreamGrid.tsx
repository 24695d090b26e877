import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { seededRandom } from '../data/employees';

interface Level {
  id: string;
  capacity: number;
  free: number;
  tick: number;
}

const initialRows: Level[] = [
  { id: 'P-1', capacity: 120, free: 34, tick: 0 },
  { id: 'P-2', capacity: 120, free: 61, tick: 0 },
  { id: 'P-3', capacity: 90, free: 12, tick: 0 },
  { id: 'Roof', capacity: 60, free: 48, tick: 0 },
];

const columns: GridColDef<Level>[] = [
  { field: 'id', headerName: 'Level', width: 90 },
  { field: 'capacity', headerName: 'Spaces', type: 'number', width: 100 },
  { field: 'free', headerName: 'Free now', type: 'number', width: 110 },
  { field: 'tick', headerName: 'Updates', type: 'number', width: 100 },
];

export default function ParkingStreamGrid() {
  const apiRef = useGridApiRef();

  // The feed starts when the demo mounts and stops when it unmounts.
  React.useEffect(() => {
    const random = seededRandom(7);
    const timer = window.setInterval(() => {
      const level = initialRows[Math.floor(random() * initialRows.length)];
      const current = level && apiRef.current?.getRow<Level>(level.id);
      if (!current) {
        return;
      }
      const delta = Math.round((random() - 0.5) * 6);
      apiRef.current?.updateRows([
        {
          id: current.id,
          free: Math.min(current.capacity, Math.max(0, current.free + delta)),
          tick: current.tick + 1,
        },
      ]);
    }, 800);
    return () => window.clearInterval(timer);
  }, [apiRef]);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
    </Box>
  );
}
