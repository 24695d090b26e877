import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  time: string;
  flight: string;
  destination: string;
  gate: string;
  status: string;
}

const rows: Departure[] = [
  {
    id: 1,
    time: '06:10',
    flight: 'LX 1612',
    destination: 'Lisbon',
    gate: 'A12',
    status: 'Boarding',
  },
  {
    id: 2,
    time: '06:25',
    flight: 'KL 1964',
    destination: 'Amsterdam',
    gate: 'B03',
    status: 'On time',
  },
  {
    id: 3,
    time: '06:40',
    flight: 'TP 943',
    destination: 'Porto',
    gate: 'A07',
    status: 'Delayed',
  },
  {
    id: 4,
    time: '07:05',
    flight: 'LH 2317',
    destination: 'Munich',
    gate: 'C21',
    status: 'On time',
  },
  {
    id: 5,
    time: '07:15',
    flight: 'SK 612',
    destination: 'Copenhagen',
    gate: 'B11',
    status: 'On time',
  },
  {
    id: 6,
    time: '07:30',
    flight: 'IB 3451',
    destination: 'Madrid',
    gate: 'A02',
    status: 'Cancelled',
  },
  {
    id: 7,
    time: '07:50',
    flight: 'AF 1245',
    destination: 'Paris',
    gate: 'C04',
    status: 'On time',
  },
  {
    id: 8,
    time: '08:05',
    flight: 'OS 562',
    destination: 'Vienna',
    gate: 'B09',
    status: 'Delayed',
  },
  {
    id: 9,
    time: '08:20',
    flight: 'AZ 577',
    destination: 'Rome',
    gate: 'A15',
    status: 'On time',
  },
  {
    id: 10,
    time: '08:45',
    flight: 'BA 729',
    destination: 'London',
    gate: 'C18',
    status: 'On time',
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 140 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function FlightBoardSxGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        // Heights go through props, never CSS: virtualization computes positions from them.
        rowHeight={40}
        columnHeaderHeight={44}
        hideFooter
        showCellVerticalBorder
        sx={(theme) => {
          // With CSS theme variables, only `theme.vars` follows the colour mode.
          const palette = (theme.vars ?? theme).palette;
          return {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            [`& .${gridClasses.columnHeader}`]: {
              backgroundColor: palette.grey[900],
              color: palette.common.white,
            },
            [`& .${gridClasses.columnHeaderTitle}`]: {
              fontWeight: 700,
              letterSpacing: 1,
              textTransform: 'uppercase',
            },
            [`& .${gridClasses.columnSeparator}`]: { color: palette.grey[700] },
            [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
              outline: 'none',
            },
            [`& .${gridClasses.row}:hover`]: {
              backgroundColor: palette.action.selected,
            },
          };
        }}
      />
    </Box>
  );
}
