import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createTickets, ticketColumns } from './tickets';

const rows = createTickets(120);

// Prepared but off: the panel shows it, the grid shows the tickets until pivot mode is switched on.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'team' }],
  columns: [{ field: 'priority' }],
  values: [{ field: 'hoursToResolve', aggFunc: 'avg' }],
};

function TicketsToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Support tickets
      </Typography>
      {/* state.open: the panel is shown; state.active: the grid is pivoted. */}
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
          >
            {state.active ? 'Pivot: on' : 'Pivot: off'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function PivotToggleToolbarGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={ticketColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: false } }}
        slots={{ toolbar: TicketsToolbar }}
        showToolbar
      />
    </Box>
  );
}
