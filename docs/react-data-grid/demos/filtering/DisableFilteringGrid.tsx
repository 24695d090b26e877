import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  latinName: string;
  light: string;
  waterEveryDays: number;
  supplierSku: string;
}

const rows: Plant[] = [
  {
    id: 1,
    name: 'Snake plant',
    latinName: 'Dracaena trifasciata',
    light: 'Low',
    waterEveryDays: 21,
    supplierSku: 'GRN-0193',
  },
  {
    id: 2,
    name: 'Fiddle-leaf fig',
    latinName: 'Ficus lyrata',
    light: 'Bright',
    waterEveryDays: 7,
    supplierSku: 'GRN-0407',
  },
  {
    id: 3,
    name: 'Pothos',
    latinName: 'Epipremnum aureum',
    light: 'Medium',
    waterEveryDays: 10,
    supplierSku: 'GRN-0022',
  },
  {
    id: 4,
    name: 'Peace lily',
    latinName: 'Spathiphyllum wallisii',
    light: 'Low',
    waterEveryDays: 5,
    supplierSku: 'GRN-0318',
  },
  {
    id: 5,
    name: 'String of pearls',
    latinName: 'Curio rowleyanus',
    light: 'Bright',
    waterEveryDays: 14,
    supplierSku: 'GRN-0551',
  },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 120 },
  { field: 'latinName', headerName: 'Latin name', flex: 1, minWidth: 170 },
  { field: 'light', headerName: 'Light', width: 90 },
  {
    field: 'waterEveryDays',
    headerName: 'Water every (days)',
    type: 'number',
    width: 150,
  },
  // Internal codes: nobody filters on them.
  {
    field: 'supplierSku',
    headerName: 'Supplier SKU',
    width: 120,
    filterable: false,
  },
];

export default function DisableFilteringGrid() {
  const [disableColumnFilter, setDisableColumnFilter] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableColumnFilter}
            onChange={(event) => setDisableColumnFilter(event.target.checked)}
          />
        }
        label="disableColumnFilter"
      />
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          hideFooter
          disableColumnFilter={disableColumnFilter}
        />
      </Box>
    </Stack>
  );
}
