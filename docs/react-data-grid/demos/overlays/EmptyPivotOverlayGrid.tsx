import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridOverlay,
  GridSidebarValue,
  useGridApiContext,
  type GridColDef,
  type GridInitialState,
  type GridOverlayProps,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  depot: string;
  carrier: string;
  month: string;
  parcels: number;
}

const depots = ['Lyon', 'Gdansk', 'Valencia'];
const carriers = ['RoadLink', 'NordFreight'];
const months = ['Jan', 'Feb', 'Mar'];

// One row per depot, carrier and month: 18 shipments.
const rows: Shipment[] = depots.flatMap((depot, d) =>
  carriers.flatMap((carrier, c) =>
    months.map((month, m) => ({
      id: d * 6 + c * 3 + m + 1,
      depot,
      carrier,
      month,
      parcels: 120 + d * 40 + c * 25 + m * 15,
    })),
  ),
);

const columns: GridColDef<Shipment>[] = [
  { field: 'depot', headerName: 'Depot', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'month', headerName: 'Month', width: 100 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 110 },
];

// Pivot mode is on with a value, but nothing yet in the Rows list.
const initialState: GridInitialState = {
  pivoting: {
    enabled: true,
    model: { rows: [], columns: [], values: [{ field: 'parcels', aggFunc: 'sum' }] },
  },
};

// Shown while the pivot is on and gives no rows.
function StartPivotOverlay(props: GridOverlayProps) {
  const apiRef = useGridApiContext();
  const rowsBy = (field: string) =>
    apiRef.current.setPivotModel((model) => ({ ...model, rows: [{ field }] }));

  return (
    <GridOverlay {...props}>
      <Stack spacing={1} sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}>
        <Typography variant="subtitle1">What should each row be?</Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}
        >
          <Button size="small" variant="contained" onClick={() => rowsBy('depot')}>
            One row per depot
          </Button>
          <Button size="small" variant="contained" onClick={() => rowsBy('carrier')}>
            One row per carrier
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => apiRef.current.showSidebar(GridSidebarValue.Pivot)}
          >
            Open the pivot panel
          </Button>
        </Stack>
      </Stack>
    </GridOverlay>
  );
}

export default function EmptyPivotOverlayGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={initialState}
        slots={{ emptyPivotOverlay: StartPivotOverlay }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
