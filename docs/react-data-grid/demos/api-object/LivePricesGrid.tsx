import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { seededRandom } from '../data/employees';

interface Quote {
  id: string;
  name: string;
  price: number;
  change: number;
}

const rows: Quote[] = [
  { id: 'ACME', name: 'Acme Robotics', price: 182.4, change: 0 },
  { id: 'BRKL', name: 'Brookline Foods', price: 54.1, change: 0 },
  { id: 'CDRW', name: 'Cedarwood Energy', price: 23.75, change: 0 },
  { id: 'DLTA', name: 'Delta Freight', price: 96.3, change: 0 },
  { id: 'ELMX', name: 'Elmex Pharma', price: 311.9, change: 0 },
  { id: 'FJRD', name: 'Fjord Shipping', price: 41.2, change: 0 },
  { id: 'GLNT', name: 'Galant Textiles', price: 12.85, change: 0 },
];

const columns: GridColDef<Quote>[] = [
  { field: 'id', headerName: 'Ticker', width: 90 },
  { field: 'name', headerName: 'Company', flex: 1, minWidth: 150 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => value.toFixed(2),
  },
  {
    field: 'change',
    headerName: 'Change',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value.toFixed(2)}`,
  },
];

export default function LivePricesGrid() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const random = seededRandom(77);
    const interval = setInterval(() => {
      const api = apiRef.current;
      if (!api) return;
      const quote = rows[Math.floor(random() * rows.length)] as Quote;
      const current = api.getRow<Quote>(quote.id) ?? quote;
      const change = Math.round((random() - 0.5) * current.price * 2) / 100;
      // The free grid takes one row per call; Pro and Premium accept a batch.
      api.updateRows([
        {
          id: quote.id,
          price: Math.max(1, current.price + change),
          change,
        },
      ]);
    }, 250);
    return () => clearInterval(interval);
  }, [apiRef, running]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 32, alignItems: 'center' }}>
        <Button
          size="small"
          variant="contained"
          onClick={() => setRunning(!running)}
        >
          {running ? 'Pause the feed' : 'Start the feed'}
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'quotes' })}
        >
          Download CSV
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
