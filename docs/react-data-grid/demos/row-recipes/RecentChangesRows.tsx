import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRowClassNameParams,
} from '@mui/x-data-grid';
import { seededRandom } from '../data/employees';

interface Flight {
  id: string;
  destination: string;
  gate: string;
  status: string;
}

const initialRows: Flight[] = [
  { id: 'KL1021', destination: 'Bergen', gate: 'D4', status: 'Scheduled' },
  { id: 'AF1344', destination: 'Lyon', gate: 'B12', status: 'Boarding' },
  { id: 'LH2305', destination: 'Munich', gate: 'C7', status: 'Scheduled' },
  { id: 'IB3172', destination: 'Bilbao', gate: 'D9', status: 'Delayed' },
  { id: 'SK0552', destination: 'Stockholm', gate: 'B3', status: 'Scheduled' },
  { id: 'TP0663', destination: 'Porto', gate: 'C2', status: 'Gate open' },
];

const statuses = ['Scheduled', 'Gate open', 'Boarding', 'Delayed', 'Departed'];
const gates = ['B3', 'B12', 'C2', 'C7', 'D4', 'D9', 'E1'];

const fade = {
  from: { backgroundColor: 'rgba(255, 193, 7, 0.55)' },
  to: { backgroundColor: 'transparent' },
};

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'To', flex: 1 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const TICK_MS = 1000;
const HIGHLIGHT_TICKS = 3;

export default function RecentChangesRows() {
  const [rows, setRows] = React.useState(initialRows);
  const [tick, setTick] = React.useState(0);
  // The tick at which each flight last changed, and how many times it has changed.
  const [changes, setChanges] = React.useState<
    Record<string, { at: number; count: number }>
  >({});

  React.useEffect(() => {
    const random = seededRandom(99);
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      const target = initialRows[Math.floor(random() * initialRows.length)]?.id;
      const gate = gates[Math.floor(random() * gates.length)];
      const status = statuses[Math.floor(random() * statuses.length)];
      if (!target || !gate || !status) {
        return;
      }
      setRows((prev) =>
        prev.map((row) => (row.id === target ? { ...row, gate, status } : row)),
      );
      setChanges((prev) => ({
        ...prev,
        [target]: { at: count, count: (prev[target]?.count ?? 0) + 1 },
      }));
      setTick(count);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, []);

  const getRowClassName = ({ id }: GridRowClassNameParams<Flight>) => {
    const change = changes[id];
    if (!change || tick - change.at >= HIGHLIGHT_TICKS) {
      return '';
    }
    // Odd and even changes use two names for the same animation: a row that changes
    // again while lit gets a new animation name, which starts the fade over.
    return change.count % 2 === 1 ? 'row-changed' : 'row-changed-again';
  };

  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '@keyframes flight-changed': fade,
        '@keyframes flight-changed-again': fade,
        '& .row-changed': {
          animation: `flight-changed ${HIGHLIGHT_TICKS}s ease-out`,
        },
        '& .row-changed-again': {
          animation: `flight-changed-again ${HIGHLIGHT_TICKS}s ease-out`,
        },
      }}
    >
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
      />
    </Box>
  );
}
