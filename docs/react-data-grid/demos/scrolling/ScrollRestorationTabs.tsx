import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';

interface Flight {
  id: string;
  time: string;
  city: string;
  gate: string;
  status: string;
}

type Board = 'departures' | 'arrivals';

const CITIES = [
  'Lisbon',
  'Oslo',
  'Dubai',
  'Montréal',
  'Nairobi',
  'Seoul',
  'Lima',
  'Vienna',
  'Perth',
];
const STATUSES = [
  'On time',
  'Boarding',
  'Delayed',
  'On time',
  'Gate closed',
  'On time',
];

function createBoard(prefix: string, offset: number): Flight[] {
  return Array.from({ length: 80 }, (_unused, index) => {
    const minutes = 6 * 60 + index * 11 + offset;
    return {
      id: `${prefix}${String(300 + index * 7 + offset)}`,
      time: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
      city: CITIES[(index * 4 + offset) % CITIES.length] ?? '',
      gate: `${'ABC'[index % 3]}${1 + ((index * 5) % 24)}`,
      status: STATUSES[(index + offset) % STATUSES.length] ?? '',
    };
  });
}

const BOARDS: Record<Board, Flight[]> = {
  departures: createBoard('XD', 0),
  arrivals: createBoard('XA', 4),
};

const columns: GridColDef<Flight>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 130 },
];

// Positions live in sessionStorage: they survive unmounting, and a reload of the page too.
function storageKey(board: Board) {
  return `flight-board-scroll-${board}`;
}

function readPosition(board: Board): GridScrollParams | undefined {
  try {
    const saved = window.sessionStorage.getItem(storageKey(board));
    return saved ? (JSON.parse(saved) as GridScrollParams) : undefined;
  } catch {
    return undefined; // Storage can be unavailable, for example in some private windows.
  }
}

function savePosition(board: Board, position: GridScrollParams) {
  try {
    window.sessionStorage.setItem(storageKey(board), JSON.stringify(position));
  } catch {
    // Not saved: the grid opens at the top next time.
  }
}

function FlightBoard({ board }: { board: Board }) {
  const apiRef = useGridApiRef();
  // Read once, on mount: initialState is not applied again later.
  const [initialState] = React.useState(() => {
    const scroll = readPosition(board);
    return scroll ? { scroll } : undefined;
  });

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (position) =>
        savePosition(board, position),
      ),
    [apiRef, board],
  );

  return (
    <DataGrid
      apiRef={apiRef}
      rows={BOARDS[board]}
      columns={columns}
      initialState={initialState}
      density="compact"
      hideFooter
    />
  );
}

export default function ScrollRestorationTabs() {
  const [board, setBoard] = React.useState<Board>('departures');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Tabs value={board} onChange={(_event, value: Board) => setBoard(value)}>
        <Tab value="departures" label="Departures" />
        <Tab value="arrivals" label="Arrivals" />
      </Tabs>
      <Box sx={{ height: 360 }}>
        {/* Switching tabs unmounts one grid and mounts the other at its saved position. */}
        <FlightBoard key={board} board={board} />
      </Box>
    </Stack>
  );
}
