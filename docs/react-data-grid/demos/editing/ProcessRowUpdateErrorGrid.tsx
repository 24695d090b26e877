import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: number;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'M. Achterberg', room: 101, nights: 2 },
  { id: 2, guest: 'S. Banerjee', room: 104, nights: 5 },
  { id: 3, guest: 'L. Costa', room: 201, nights: 1 },
  { id: 4, guest: 'T. Ndlovu', room: 203, nights: 3 },
  { id: 5, guest: 'F. Yilmaz', room: 305, nights: 7 },
];

const ROOMS = [101, 102, 103, 104, 201, 202, 203, 301, 305];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160, editable: true },
  { field: 'room', headerName: 'Room', type: 'number', width: 100, editable: true },
  {
    field: 'nights',
    headerName: 'Nights',
    type: 'number',
    width: 100,
    editable: true,
  },
];

// Stands in for a server: it refuses rooms that do not exist and stays over 14 nights.
function saveBooking(booking: Booking): Promise<Booking> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!ROOMS.includes(booking.room)) {
        reject(new Error(`Room ${booking.room} does not exist.`));
      } else if (booking.nights > 14) {
        reject(new Error('Stays are limited to 14 nights.'));
      } else {
        resolve(booking);
      }
    }, 300);
  });
}

export default function ProcessRowUpdateErrorGrid() {
  const [message, setMessage] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        processRowUpdate={(newRow: Booking) => saveBooking(newRow)}
        onProcessRowUpdateError={(error: Error) => setMessage(error.message)}
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={5000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity="error" onClose={() => setMessage(null)} variant="filled">
          {message}
        </Alert>
      </Snackbar>
    </Box>
  );
}
