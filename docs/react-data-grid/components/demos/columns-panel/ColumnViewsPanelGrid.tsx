import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridColumnsManagement,
  GridPanelWrapper,
  type GridColumnVisibilityModel,
  type GridSlotProps,
  useGridApiContext,
} from '@mui/x-data-grid';
import { createFlights } from './flights';
import { flightColumns } from './flightColumns';

const rows = createFlights(30);

// Each view lists the columns it hides; every other column is shown.
const VIEWS: Record<string, string[]> = {
  Gate: ['aircraft', 'seats', 'booked', 'baggageKg'],
  Ground: ['airline', 'origin', 'seats', 'booked', 'delayMinutes'],
  Sales: ['gate', 'terminal', 'baggageKg', 'delayMinutes'],
};

function ColumnViewsPanel(props: GridSlotProps['columnsPanel']) {
  const apiRef = useGridApiContext();

  const applyView = (hidden: string[]) => {
    const model: GridColumnVisibilityModel = {};
    hidden.forEach((field) => {
      model[field] = false;
    });
    apiRef.current.setColumnVisibilityModel(model);
  };

  return (
    <GridPanelWrapper {...props}>
      <Stack direction="row" spacing={1} sx={{ px: 1.5, pt: 1.5 }}>
        {Object.entries(VIEWS).map(([name, hidden]) => (
          <Button
            key={name}
            size="small"
            variant="outlined"
            onClick={() => applyView(hidden)}
          >
            {name} view
          </Button>
        ))}
      </Stack>
      {/* The built-in list below the views, with its search and checkboxes. */}
      <GridColumnsManagement />
    </GridPanelWrapper>
  );
}

export default function ColumnViewsPanelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={flightColumns}
        showToolbar
        slots={{ columnsPanel: ColumnViewsPanel }}
      />
    </Box>
  );
}
