import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridColumnIcon,
  Toolbar,
  gridColumnVisibilityModelSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';
import { createFlights } from './flights';
import { flightColumns } from './flightColumns';

const rows = createFlights(30);

function DeparturesToolbar() {
  const apiRef = useGridApiContext();
  const visibilityModel = useGridSelector(apiRef, gridColumnVisibilityModelSelector);
  const hiddenCount = Object.values(visibilityModel).filter(
    (visible) => !visible,
  ).length;

  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        Departures
      </Typography>
      {/* The render function receives the trigger's props and its state: { open }. */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'text'}
            startIcon={<GridColumnIcon />}
          >
            {hiddenCount > 0 ? `Columns (${hiddenCount} hidden)` : 'Columns'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function HiddenCountColumnsButton() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={flightColumns}
        initialState={{
          columns: {
            columnVisibilityModel: {
              terminal: false,
              baggageKg: false,
              seats: false,
            },
          },
        }}
        slots={{ toolbar: DeparturesToolbar }}
        showToolbar
      />
    </Box>
  );
}
