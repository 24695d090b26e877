import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Delivery {
  id: number;
  depot: string;
  driver: string;
  district: string;
  parcels: number;
}

const deliveries: Delivery[] = [
  { id: 1, depot: 'North', driver: 'Ana', district: 'Old Town', parcels: 42 },
  { id: 2, depot: 'North', driver: 'Ana', district: 'Harbourside', parcels: 37 },
  {
    id: 3,
    depot: 'North',
    driver: 'Bartholomew',
    district: 'Hillcrest',
    parcels: 51,
  },
  {
    id: 4,
    depot: 'South Industrial Estate',
    driver: 'Chidi',
    district: 'Meadowbank',
    parcels: 29,
  },
  {
    id: 5,
    depot: 'South Industrial Estate',
    driver: 'Chidi',
    district: 'Brickworks',
    parcels: 33,
  },
  {
    id: 6,
    depot: 'South Industrial Estate',
    driver: 'Dagny Lindqvist-Hallberg',
    district: 'Canal Side',
    parcels: 45,
  },
];

const columns: GridColDef<Delivery>[] = [
  { field: 'depot', headerName: 'Depot' },
  { field: 'driver', headerName: 'Driver' },
  { field: 'district', headerName: 'District' },
  { field: 'parcels', headerName: 'Parcels', type: 'number' },
];

export default function AutosizeGroupedRowsGrid() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="small"
        sx={{ mb: 1 }}
        onClick={() => void apiRef.current?.autosizeColumns()}
      >
        Autosize columns
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={deliveries}
          columns={columns}
          initialState={{
            rowGrouping: { model: ['depot', 'driver'] },
            columns: { columnVisibilityModel: { depot: false, driver: false } },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
