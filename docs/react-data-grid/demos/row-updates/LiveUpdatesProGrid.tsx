import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowModelUpdate,
} from '@mui/x-data-grid-pro';
import { seededRandom } from '../data/employees';

interface Quote {
  id: string;
  name: string;
  price: number;
  change: number;
}

const initialRows: Quote[] = [
  ['AURA', 'Aurora Energy'],
  ['BLDR', 'Boulder Materials'],
  ['CDRN', 'Cedarin Foods'],
  ['DYNX', 'Dynex Robotics'],
  ['ELMW', 'Elmwood Health'],
  ['FJRD', 'Fjord Shipping'],
  ['GRNT', 'Granite Bank'],
  ['HLIX', 'Helix Pharma'],
].map(([id, name], index) => ({
  id: id as string,
  name: name as string,
  price: 40 + index * 17.5,
  change: 0,
}));

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 160 },
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
    cellClassName: (params) =>
      params.value > 0 ? 'quote-up' : params.value < 0 ? 'quote-down' : '',
  },
];

export default function LiveUpdatesProGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  // The feed keeps its own prices: with throttleRowsMs, getRow returns the row as last
  // applied, up to 500 ms old, and changes made since would be lost.
  const quotes = React.useRef(
    new Map(initialRows.map((quote) => [quote.id, quote])),
  );

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = seededRandom(2025);
    const timer = window.setInterval(() => {
      // Several rows in one call: only the Pro and Premium grids accept batches.
      const updates: GridRowModelUpdate[] = [...quotes.current.values()]
        .filter(() => random() > 0.5)
        .map((quote) => {
          const change = Math.round((random() - 0.5) * 200) / 100;
          const next = {
            ...quote,
            price: Math.max(1, quote.price + change),
            change,
          };
          quotes.current.set(quote.id, next);
          return next;
        });
      apiRef.current?.updateRows(updates);
    }, 200);
    return () => window.clearInterval(timer);
  }, [running, apiRef]);

  const delist = (id: string) => {
    // Out of the feed first, or its next tick would add the row back.
    quotes.current.delete(id);
    apiRef.current?.updateRows([{ id, _action: 'delete' }]);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setRunning((value) => !value)}
        >
          {running ? 'Stop the feed' : 'Start the feed'}
        </Button>
        <Button size="small" variant="outlined" onClick={() => delist('HLIX')}>
          Delist HLIX
        </Button>
      </Stack>
      <Box
        sx={{
          height: 400,
          '& .quote-up': { color: 'success.main' },
          '& .quote-down': { color: 'error.main' },
        }}
      >
        <DataGridPro
          apiRef={apiRef}
          rows={initialRows}
          columns={columns}
          throttleRowsMs={500}
          hideFooter
        />
      </Box>
    </Box>
  );
}
