import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
}

const DESTINATIONS = ['Rotterdam', 'Hamburg', 'Antwerp', 'Gdańsk', 'Valencia'];
const rows: Shipment[] = Array.from({ length: 30 }, (_unused, index) => ({
  id: index + 1,
  tracking: `SHP-${String(58210 + index * 37)}`,
  destination: DESTINATIONS[index % DESTINATIONS.length] ?? '',
  weightKg: 120 + ((index * 173) % 900),
}));

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', flex: 1, minWidth: 140 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

/** Counts footer mounts outside React state, so counting never causes a render. */
function createMountCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    add: () => {
      count += 1;
      listeners.forEach((listener) => listener());
    },
    get: () => count,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const mounts = createMountCounter();

// Defined once, outside any component: React sees the same component type on every render.
function StableFooter() {
  React.useEffect(() => mounts.add(), []);
  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">30 shipments in transit</Typography>
    </Box>
  );
}

function MountCount() {
  const count = React.useSyncExternalStore(mounts.subscribe, mounts.get, mounts.get);
  return (
    <Typography variant="body2" role="status">
      Footer mounted <strong>{count}</strong> time(s)
    </Typography>
  );
}

export default function SlotIdentityGrid() {
  const [inline, setInline] = React.useState(false);
  const [, renderAgain] = React.useReducer((renders: number) => renders + 1, 0);

  // The slow way: a new component type on every render of SlotIdentityGrid.
  function InlineFooter() {
    React.useEffect(() => mounts.add(), []);
    return (
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2">30 shipments in transit</Typography>
      </Box>
    );
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={inline}
              onChange={(event) => setInline(event.target.checked)}
            />
          }
          label="Declare the footer inside the component"
        />
        <Button size="small" variant="outlined" onClick={renderAgain}>
          Re-render the parent
        </Button>
      </Stack>
      <MountCount />
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ footer: inline ? InlineFooter : StableFooter }}
        />
      </Box>
    </Stack>
  );
}
