import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, gridClasses, type GridColDef } from '@mui/x-data-grid-pro';

interface Route {
  id: string;
  origin: string;
  destination: string;
  aircraft: string;
  departure: string;
  arrival: string;
  seats: number;
  loadFactor: number;
  onTime: number;
}

const routes: Route[] = [
  {
    id: 'FR-204',
    origin: 'Lisbon',
    destination: 'Hamburg',
    aircraft: 'A320neo',
    departure: '06:40',
    arrival: '10:55',
    seats: 180,
    loadFactor: 0.91,
    onTime: 0.86,
  },
  {
    id: 'FR-311',
    origin: 'Hamburg',
    destination: 'Krakow',
    aircraft: 'E195-E2',
    departure: '08:15',
    arrival: '09:50',
    seats: 132,
    loadFactor: 0.78,
    onTime: 0.93,
  },
  {
    id: 'FR-418',
    origin: 'Krakow',
    destination: 'Valencia',
    aircraft: 'A320neo',
    departure: '10:35',
    arrival: '14:05',
    seats: 180,
    loadFactor: 0.84,
    onTime: 0.81,
  },
  {
    id: 'FR-522',
    origin: 'Valencia',
    destination: 'Lyon',
    aircraft: 'ATR 72',
    departure: '12:20',
    arrival: '14:10',
    seats: 70,
    loadFactor: 0.69,
    onTime: 0.95,
  },
  {
    id: 'FR-603',
    origin: 'Lyon',
    destination: 'Copenhagen',
    aircraft: 'A220-300',
    departure: '15:00',
    arrival: '17:05',
    seats: 148,
    loadFactor: 0.88,
    onTime: 0.9,
  },
  {
    id: 'FR-717',
    origin: 'Copenhagen',
    destination: 'Lisbon',
    aircraft: 'A321neo',
    departure: '18:30',
    arrival: '21:35',
    seats: 220,
    loadFactor: 0.95,
    onTime: 0.77,
  },
  {
    id: 'FR-820',
    origin: 'Lisbon',
    destination: 'Tallinn',
    aircraft: 'A321neo',
    departure: '07:55',
    arrival: '14:20',
    seats: 220,
    loadFactor: 0.73,
    onTime: 0.88,
  },
];

const percent = new Intl.NumberFormat('en-US', { style: 'percent' });

const columns: GridColDef<Route>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'origin', headerName: 'From', width: 130 },
  { field: 'destination', headerName: 'To', flex: 1, minWidth: 130 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'arrival', headerName: 'Arrives', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  {
    field: 'loadFactor',
    headerName: 'Load',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => percent.format(value),
  },
  {
    field: 'onTime',
    headerName: 'On time',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => percent.format(value),
  },
];

export default function DarkModeHeaderPinned() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={routes}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['id'], right: ['onTime'] } }}
        hideFooter
        sx={(theme) => {
          const palette = (theme.vars || theme).palette;
          // Pinned cells must stay opaque, since the other columns scroll under them. The hover and
          // selection tints are drawn as an image over that opaque colour.
          const overlay = (color: string) => `linear-gradient(${color}, ${color})`;
          // The grid sets a pinned cell's colour again for a hovered or selected row, with
          // selectors such as `.MuiDataGrid-row:hover .MuiDataGrid-cell--pinnedLeft`: each state
          // gets a selector as specific, so the grey stays under the tint.
          const pinnedCells = (rowState: string) =>
            [gridClasses['cell--pinnedLeft'], gridClasses['cell--pinnedRight']]
              .map((cell) => `& .${gridClasses.row}${rowState} .${cell}`)
              .join(', ');
          const greyUnder = (...tints: string[]) => ({
            backgroundColor: palette.grey[50],
            backgroundImage:
              tints.length > 0 ? tints.map(overlay).join(', ') : 'none',
            ...theme.applyStyles('dark', { backgroundColor: palette.grey[800] }),
          });
          return {
            [`& .${gridClasses.columnHeader}`]: {
              backgroundColor: palette.grey[100],
              color: palette.text.secondary,
              ...theme.applyStyles('dark', { backgroundColor: palette.grey[900] }),
            },
            [`& .${gridClasses.columnHeaders}`]: {
              borderBottom: `2px solid ${palette.primary.main}`,
            },
            [pinnedCells('')]: {
              ...greyUnder(),
              fontWeight: theme.typography.fontWeightMedium,
            },
            [pinnedCells(':hover')]: greyUnder(palette.action.hover),
            [pinnedCells('.Mui-selected')]: greyUnder(palette.action.selected),
            [pinnedCells('.Mui-selected:hover')]: greyUnder(
              palette.action.selected,
              palette.action.hover,
            ),
            [`& .${gridClasses['cell--pinnedLeft']}`]: {
              borderRight: `2px solid ${palette.primary.main}`,
            },
            [`& .${gridClasses['cell--pinnedRight']}`]: {
              borderLeft: `2px solid ${palette.primary.main}`,
            },
          };
        }}
      />
    </Box>
  );
}
