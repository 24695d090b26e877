import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Parcel {
  id: string;
  destination: string;
  weightKg: number;
}

const rows: Parcel[] = [
  { id: 'P-1042', destination: 'Antwerp', weightKg: 2.4 },
  { id: 'P-1043', destination: 'Bergen', weightKg: 0.8 },
  { id: 'P-1044', destination: 'Cork', weightKg: 5.1 },
  { id: 'P-1045', destination: 'Dresden', weightKg: 1.6 },
  { id: 'P-1046', destination: 'Évora', weightKg: 3.3 },
  { id: 'P-1047', destination: 'Faro', weightKg: 0.5 },
  { id: 'P-1048', destination: 'Graz', weightKg: 7.2 },
  { id: 'P-1049', destination: 'Haarlem', weightKg: 2.9 },
];

const columns: GridColDef<Parcel>[] = [
  { field: 'id', headerName: 'Parcel', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
];

export default function ModifierKeySelectionGrid() {
  const [selectionModel, setSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // With no filter active, Ctrl+A selects every row as an "exclude" model: its ids
  // are then the rows left out.
  const selected = rows.filter((row) =>
    selectionModel.type === 'include'
      ? selectionModel.ids.has(row.id)
      : !selectionModel.ids.has(row.id),
  );
  const weight = selected.reduce((sum, parcel) => sum + parcel.weightKg, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {selected.length} parcels, {weight.toFixed(1)} kg
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={setSelectionModel}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
