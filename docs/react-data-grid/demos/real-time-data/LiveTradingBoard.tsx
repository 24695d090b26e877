import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import {
  DataGridPro,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createQuotes, createRandom, nextQuote, type Quote } from './quotes';

const TICK_MS = 1000;
const QUOTES_PER_TICK = 3;

const initialQuotes = createQuotes();

const priceFormatter = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const percentFormatter = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

function signClass(params: GridCellParams<Quote, number>) {
  if (params.value == null || params.value === 0) {
    return '';
  }
  return params.value > 0 ? 'move-up' : 'move-down';
}

function TrendCell({ row }: GridRenderCellParams<Quote>) {
  const first = row.history[0] ?? row.price;
  return (
    <Box sx={{ width: '100%', height: '100%', py: 0.5 }}>
      <SparkLineChart
        data={row.history}
        height={40}
        curve="linear"
        color={row.price >= first ? 'var(--trend-up)' : 'var(--trend-down)'}
      />
    </Box>
  );
}

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Symbol', width: 100 },
  { field: 'company', headerName: 'Company', minWidth: 180, flex: 1 },
  {
    field: 'price',
    headerName: 'Last',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => priceFormatter.format(value),
    // The colour of the last move, not of the whole day.
    cellClassName: (params) => `move-${params.row.lastMove}`,
  },
  {
    field: 'history',
    headerName: 'Last 24 ticks',
    width: 160,
    sortable: false,
    filterable: false,
    renderCell: (params) => <TrendCell {...params} />,
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => Math.round((row.price - row.open) * 100) / 100,
    valueFormatter: (value: number) =>
      `${value > 0 ? '+' : ''}${priceFormatter.format(value)}`,
    cellClassName: signClass,
  },
  {
    field: 'changePercent',
    headerName: 'Change %',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => (row.price - row.open) / row.open,
    valueFormatter: (value: number) => percentFormatter.format(value),
    cellClassName: signClass,
  },
  { field: 'sector', headerName: 'Sector', width: 140 },
  {
    field: 'volume',
    headerName: 'Volume',
    type: 'number',
    width: 110,
  },
];

export default function LiveTradingBoard() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(true);
  const [ticks, setTicks] = React.useState(0);
  // One generator for the whole session, so pausing and resuming continues the same feed.
  const randomRef = React.useRef<(() => number) | null>(null);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    randomRef.current ??= createRandom(42);
    const random = randomRef.current;
    const timer = window.setInterval(() => {
      const api = apiRef.current;
      if (!api) {
        return;
      }
      const ids = new Set<string>();
      while (ids.size < QUOTES_PER_TICK) {
        const quote = initialQuotes[Math.floor(random() * initialQuotes.length)];
        if (quote) {
          ids.add(quote.id);
        }
      }
      // Only the changed rows are sent: the grid keeps every other row as it is.
      api.updateRows(
        [...ids].map((id) => nextQuote(api.getRow<Quote>(id) as Quote, random)),
      );
      setTicks((count) => count + 1);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [running, apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Chip
          size="small"
          label={running ? 'Live' : 'Paused'}
          color={running ? 'success' : 'default'}
          variant={running ? 'filled' : 'outlined'}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {ticks} updates received
        </Typography>
      </Stack>
      <Box
        sx={(theme) => ({
          height: 480,
          '--trend-up': (theme.vars || theme).palette.success.main,
          '--trend-down': (theme.vars || theme).palette.error.main,
          '& .move-up': { color: (theme.vars || theme).palette.success.dark },
          '& .move-down': { color: (theme.vars || theme).palette.error.dark },
          ...theme.applyStyles('dark', {
            '& .move-up': { color: (theme.vars || theme).palette.success.light },
            '& .move-down': { color: (theme.vars || theme).palette.error.light },
          }),
        })}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={initialQuotes}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['id'] } }}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Stack>
  );
}
