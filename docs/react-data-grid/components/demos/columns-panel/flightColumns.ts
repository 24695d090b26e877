import type { GridColDef } from '@mui/x-data-grid';
import type { Flight } from './flights';

// The departures are built with Date.UTC; a dateTime column would show them in the reader's time zone.
const utcTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Shared column definitions; `description` is shown as the header tooltip. */
export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'airline', headerName: 'Airline', width: 120 },
  { field: 'origin', headerName: 'From', width: 80 },
  { field: 'destination', headerName: 'To', width: 80 },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 170,
    description: 'Scheduled departure time, UTC',
    valueFormatter: (value?: Date) => (value ? utcTime.format(value) : ''),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'terminal', headerName: 'Terminal', width: 90 },
  { field: 'aircraft', headerName: 'Aircraft', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
  {
    field: 'seats',
    headerName: 'Seats',
    type: 'number',
    width: 80,
    description: 'Seat capacity of the aircraft',
  },
  {
    field: 'booked',
    headerName: 'Booked',
    type: 'number',
    width: 90,
    description: 'Passengers with a ticket',
  },
  {
    field: 'baggageKg',
    headerName: 'Baggage',
    type: 'number',
    width: 100,
    description: 'Checked baggage weight in kg',
  },
  {
    field: 'delayMinutes',
    headerName: 'Delay',
    type: 'number',
    width: 80,
    description: 'Expected delay in minutes',
  },
];
