import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface LoadingOverlayPropsOverrides {
    progress?: number;
  }
}

interface StockLine {
  id: number;
  warehouse: string;
  item: string;
  quantity: number;
}

const WAREHOUSES: StockLine[][] = [
  [
    { id: 1, warehouse: 'Rotterdam', item: 'Pallet wrap', quantity: 140 },
    { id: 2, warehouse: 'Rotterdam', item: 'Cable ties', quantity: 2200 },
    { id: 3, warehouse: 'Rotterdam', item: 'Shipping labels', quantity: 5000 },
  ],
  [
    { id: 4, warehouse: 'Lyon', item: 'Cardboard boxes', quantity: 860 },
    { id: 5, warehouse: 'Lyon', item: 'Packing tape', quantity: 430 },
  ],
  [
    { id: 6, warehouse: 'Gdańsk', item: 'Bubble wrap', quantity: 75 },
    { id: 7, warehouse: 'Gdańsk', item: 'Pallet wrap', quantity: 210 },
  ],
  [
    { id: 8, warehouse: 'Porto', item: 'Shipping labels', quantity: 1800 },
    { id: 9, warehouse: 'Porto', item: 'Cable ties', quantity: 960 },
  ],
];

const columns: GridColDef<StockLine>[] = [
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 140 },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 110 },
];

// Replaces the built-in loading overlay; `progress` arrives through slotProps.
function ImportProgressOverlay({
  progress = 0,
  ...other
}: GridSlotProps['loadingOverlay']) {
  return (
    <GridOverlay {...other}>
      <Box
        sx={{
          width: '70%',
          maxWidth: 300,
          p: 2,
          bgcolor: 'background.paper',
          borderRadius: 1,
          boxShadow: 2,
        }}
      >
        <Typography variant="body2" sx={{ mb: 1 }}>
          Importing warehouses: {progress}%
        </Typography>
        <LinearProgress
          variant="determinate"
          value={progress}
          aria-label="Import progress"
        />
      </Box>
    </GridOverlay>
  );
}

export default function ImportProgressOverlayGrid() {
  const [imported, setImported] = React.useState(1);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  React.useEffect(() => () => clearInterval(timer.current), []);

  // Simulates a slow import: one more warehouse every 0.7 s.
  const importAll = () => {
    let count = imported;
    setLoading(true);
    timer.current = setInterval(() => {
      count += 1;
      setImported(count);
      if (count === WAREHOUSES.length) {
        clearInterval(timer.current);
        setLoading(false);
      }
    }, 700);
  };

  const rows = WAREHOUSES.slice(0, imported).flat();
  const progress = Math.round((imported / WAREHOUSES.length) * 100);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          onClick={importAll}
          disabled={loading || imported === WAREHOUSES.length}
        >
          Import all warehouses
        </Button>
        <Button size="small" onClick={() => setImported(1)} disabled={loading}>
          Reset
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          slots={{ loadingOverlay: ImportProgressOverlay }}
          slotProps={{ loadingOverlay: { progress } }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
