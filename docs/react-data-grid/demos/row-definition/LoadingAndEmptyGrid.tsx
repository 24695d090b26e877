import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
}

const bookings: Booking[] = [
  { id: 1, guest: 'Ines Carvalho', room: '204', nights: 3 },
  { id: 2, guest: 'Tobias Grün', room: '118', nights: 1 },
  { id: 3, guest: 'Aiko Mori', room: '305', nights: 5 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1 },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

export default function LoadingAndEmptyGrid() {
  const [rows, setRows] = React.useState<Booking[]>([]);
  const [loading, setLoading] = React.useState(false);

  // The pretend request takes a second; the timer is cleared on unmount.
  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setRows(bookings);
      setLoading(false);
    }, 1000);
    return () => window.clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          disabled={loading}
          onClick={() => setLoading(true)}
        >
          Load bookings
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slotProps={{
            loadingOverlay: {
              variant: 'linear-progress',
              noRowsVariant: 'skeleton',
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
