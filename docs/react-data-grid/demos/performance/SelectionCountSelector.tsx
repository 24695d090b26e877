import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  customer: string;
  amount: number;
  due: string;
}

const CUSTOMERS = [
  'Northwind',
  'Bluebird Cafés',
  'Kestrel Labs',
  'Orchard & Co',
  'Tidewater',
];
const rows: Invoice[] = Array.from({ length: 40 }, (_unused, index) => ({
  id: 2026000 + index + 1,
  customer: CUSTOMERS[index % CUSTOMERS.length] ?? '',
  amount: 180 + ((index * 317) % 4200),
  due: `2026-0${1 + (index % 9)}-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`,
}));

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'due', headerName: 'Due', width: 120 },
];

/** Counts the parent's renders outside React state, so counting never causes a render. */
function createRenderCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  return {
    add: () => {
      count += 1;
      listeners.forEach((listener) => listener());
    },
    reset: () => {
      count = 0;
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

const parentRenders = createRenderCounter();

function ParentRenderCount() {
  const count = React.useSyncExternalStore(
    parentRenders.subscribe,
    parentRenders.get,
    parentRenders.get,
  );
  return (
    <Typography variant="body2" role="status">
      Parent renders: <strong>{count}</strong>
    </Typography>
  );
}

// Reads one number from the grid's state: renders only when the number changes.
function SelectedCountFooter() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">{selected} invoice(s) selected</Typography>
    </Box>
  );
}

// Receives the number the parent copied out of the grid's state.
const CopiedCountContext = React.createContext(0);

function CopiedStateFooter() {
  const selected = React.useContext(CopiedCountContext);
  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2">{selected} invoice(s) selected</Typography>
    </Box>
  );
}

type Mode = 'selector' | 'copy';

export default function SelectionCountSelector() {
  const apiRef = useGridApiRef();
  const [mode, setMode] = React.useState<Mode>('selector');
  const [selectedCopy, setSelectedCopy] = React.useState(0);
  const [, setStateCopy] = React.useState<unknown>(null);

  React.useEffect(() => parentRenders.add());

  // The slow way: copy the grid's whole state into React state on every change.
  React.useEffect(() => {
    if (mode !== 'copy' || !apiRef.current) {
      return undefined;
    }
    return apiRef.current.subscribeEvent('stateChange', (state) => {
      setStateCopy(state);
      setSelectedCopy(gridRowSelectionCountSelector(apiRef));
    });
  }, [apiRef, mode]);

  const slots = React.useMemo(
    () => ({
      footer: mode === 'selector' ? SelectedCountFooter : CopiedStateFooter,
    }),
    [mode],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, value: Mode | null) => {
            if (value) {
              setMode(value);
              parentRenders.reset();
            }
          }}
          aria-label="How the footer reads the selection"
        >
          <ToggleButton value="selector">useGridSelector</ToggleButton>
          <ToggleButton value="copy">Copy the state</ToggleButton>
        </ToggleButtonGroup>
        <ParentRenderCount />
      </Stack>
      <Box sx={{ height: 360 }}>
        <CopiedCountContext.Provider value={selectedCopy}>
          <DataGrid
            apiRef={apiRef}
            rows={rows}
            columns={columns}
            checkboxSelection
            slots={slots}
          />
        </CopiedCountContext.Provider>
      </Box>
    </Stack>
  );
}
