import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Declares the props this demo passes to its footer through slotProps.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    refreshCount?: number;
    onRefresh?: () => void;
  }
}

interface Rate {
  id: string;
  currency: string;
  perEuro: number;
}

const baseRates: Rate[] = [
  { id: 'USD', currency: 'US dollar', perEuro: 1.08 },
  { id: 'GBP', currency: 'Pound sterling', perEuro: 0.85 },
  { id: 'JPY', currency: 'Japanese yen', perEuro: 162.4 },
  { id: 'CHF', currency: 'Swiss franc', perEuro: 0.94 },
];

// A fixed wobble per refresh, so every reader sees the same numbers.
function ratesAfter(refreshCount: number): Rate[] {
  return baseRates.map((rate, index) => ({
    ...rate,
    perEuro: Number(
      (rate.perEuro * (1 + 0.004 * Math.sin(refreshCount + index))).toFixed(4),
    ),
  }));
}

const columns: GridColDef<Rate>[] = [
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'currency', headerName: 'Currency', flex: 1, minWidth: 150 },
  { field: 'perEuro', headerName: 'Per euro', type: 'number', width: 120 },
];

function RefreshFooter({ refreshCount = 0, onRefresh }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" role="status">
        {refreshCount === 0
          ? 'Rates at opening'
          : `Refreshed ${refreshCount} ${refreshCount === 1 ? 'time' : 'times'}`}
      </Typography>
      <Button size="small" onClick={onRefresh}>
        Refresh rates
      </Button>
    </GridFooterContainer>
  );
}

export default function RefreshFooterGrid() {
  const [refreshCount, setRefreshCount] = React.useState(0);
  const rows = React.useMemo(() => ratesAfter(refreshCount), [refreshCount]);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ footer: RefreshFooter }}
        slotProps={{
          footer: { refreshCount, onRefresh: () => setRefreshCount((n) => n + 1) },
        }}
      />
    </Box>
  );
}
