import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { DAYS, rainfallRows, type RainfallRow } from './rainfall';

const columns: GridColDef<RainfallRow>[] = [
  { field: 'station', headerName: 'Station', width: 130 },
  ...DAYS.map((day) => ({
    field: day,
    headerName: day.charAt(0).toUpperCase() + day.slice(1),
    type: 'number' as const,
    width: 90,
  })),
];

const SELECTABLE = new Set<string>(DAYS);

/** Drops every field that is not a day, and rows left with nothing selected. */
function onlyReadings(model: GridCellSelectionModel): GridCellSelectionModel {
  const next: GridCellSelectionModel = {};
  for (const [id, fields] of Object.entries(model)) {
    const kept = Object.fromEntries(
      Object.entries(fields).filter(
        ([field, selected]) => selected && SELECTABLE.has(field),
      ),
    );
    if (Object.keys(kept).length > 0) {
      next[id] = kept;
    }
  }
  return next;
}

export default function NumericCellsOnly() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({});

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rainfallRows}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        cellSelectionModel={model}
        onCellSelectionModelChange={(next) => setModel(onlyReadings(next))}
      />
    </Box>
  );
}
