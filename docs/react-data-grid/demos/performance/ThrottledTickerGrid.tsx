import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  gridRowsLookupSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowModelUpdate,
} from '@mui/x-data-grid-pro';

interface Quote {
  id: string;
  company: string;
  price: number;
  change: number;
}

const COMPANIES: [string, string, number][] = [
  ['ALVR', 'Alvara Energy', 48.2],
  ['BRKN', 'Brookline Rail', 112.9],
  ['CDRX', 'Cedrix Pharma', 76.4],
  ['DLTA', 'Delta Foods', 23.15],
  ['ELMW', 'Elmwood Retail', 61.8],
  ['FJRD', 'Fjord Shipping', 34.55],
  ['GRNT', 'Granite Cement', 89.1],
  ['HLXS', 'Helix Semiconductors', 203.7],
  ['IRIS', 'Iris Optics', 15.6],
  ['JUNO', 'Juno Telecom', 41.25],
  ['KRMA', 'Karma Travel', 27.9],
  ['LMNA', 'Lumina Solar', 58.3],
];

const initialRows: Quote[] = COMPANIES.map(([id, company, price]) => ({
  id,
  company,
  price,
  change: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 90 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 170 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

const THROTTLES = [0, 250, 1000];

function initialQuotes() {
  return new Map(
    initialRows.map((row) => [row.id, { price: row.price, change: 0 }]),
  );
}

export default function ThrottledTickerGrid() {
  const apiRef = useGridApiRef();
  const [throttleRowsMs, setThrottleRowsMs] = React.useState(0);
  const [running, setRunning] = React.useState(true);
  const [renders, setRenders] = React.useState(0);
  const updatesSent = React.useRef(0);
  const [sent, setSent] = React.useState(0);
  // The feed's own prices: with throttling, getRow returns a row as last applied, so an update computed from it
  // would undo the moves still waiting in the throttle.
  const quotes = React.useRef(initialQuotes());

  // Twenty batches a second: each moves the prices of three companies.
  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    let tick = 0;
    const timer = window.setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      tick += 1;
      const updates: GridRowModelUpdate[] = [0, 1, 2].map((offset) => {
        const index = (tick * 5 + offset * 4) % initialRows.length;
        const id = initialRows[index]?.id ?? '';
        const current = quotes.current.get(id) ?? { price: 0, change: 0 };
        const step = Math.round(Math.sin(tick * 0.9 + index) * 40) / 100;
        const next = {
          price: Math.max(1, current.price + step),
          change: Math.round((current.change + step) * 100) / 100,
        };
        quotes.current.set(id, next);
        return { id, ...next };
      });
      // Counted first: without throttling the grid applies the batch, and reports it, inside updateRows.
      updatesSent.current += 1;
      api.updateRows(updates);
    }, 50);
    return () => window.clearInterval(timer);
  }, [apiRef, running]);

  // Count what the grid actually applied: each (throttled) flush of updates gives its
  // state a new rows lookup. The first lookup a grid shows is its initial rows.
  const lastRows = React.useRef<object | null>(null);
  const countAppliedBatch = () => {
    const rowsLookup = gridRowsLookupSelector(apiRef);
    if (rowsLookup === lastRows.current) {
      return;
    }
    if (lastRows.current !== null) {
      setRenders((count) => count + 1);
      setSent(updatesSent.current);
    }
    lastRows.current = rowsLookup;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="throttleRowsMs"
          value={throttleRowsMs}
          onChange={(event) => {
            setThrottleRowsMs(Number(event.target.value));
            setRenders(0);
            updatesSent.current = 0;
            lastRows.current = null;
            // The new grid shows the initial prices: the feed starts from them too.
            quotes.current = initialQuotes();
          }}
          sx={{ width: 150 }}
        >
          {THROTTLES.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" noWrap>
        Batches sent: {sent} · applied by the grid: {renders}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          // A new grid for each setting, back at the initial prices.
          key={throttleRowsMs}
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={throttleRowsMs}
          onStateChange={countAppliedBatch}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
