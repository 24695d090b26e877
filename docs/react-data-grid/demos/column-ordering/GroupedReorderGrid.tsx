import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';

interface Sample {
  id: string;
  site: string;
  ph: number;
  nitrate: number;
  temperature: number;
  turbidity: number;
}

const rows: Sample[] = [
  {
    id: 'S-118',
    site: 'Upper weir',
    ph: 7.4,
    nitrate: 2.1,
    temperature: 11.2,
    turbidity: 3.4,
  },
  {
    id: 'S-119',
    site: 'Mill pond',
    ph: 6.9,
    nitrate: 4.8,
    temperature: 13.0,
    turbidity: 8.9,
  },
  {
    id: 'S-120',
    site: 'Estuary',
    ph: 7.9,
    nitrate: 1.2,
    temperature: 12.4,
    turbidity: 15.1,
  },
];

const columns: GridColDef<Sample>[] = [
  { field: 'id', headerName: 'Sample', width: 100 },
  { field: 'site', headerName: 'Site', width: 130 },
  { field: 'ph', headerName: 'pH', type: 'number', width: 80 },
  { field: 'nitrate', headerName: 'Nitrate (mg/L)', type: 'number', width: 130 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'turbidity', headerName: 'Turbidity (NTU)', type: 'number', width: 140 },
];

export default function GroupedReorderGrid() {
  const [freeReordering, setFreeReordering] = React.useState(false);

  const columnGroupingModel = React.useMemo<GridColumnGroupingModel>(
    () => [
      {
        groupId: 'chemistry',
        headerName: 'Chemistry',
        freeReordering,
        children: [{ field: 'ph' }, { field: 'nitrate' }],
      },
      {
        groupId: 'physical',
        headerName: 'Physical',
        freeReordering,
        children: [{ field: 'temperature' }, { field: 'turbidity' }],
      },
    ],
    [freeReordering],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={freeReordering}
            onChange={(event) => setFreeReordering(event.target.checked)}
          />
        }
        label="freeReordering on both groups"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
    </Box>
  );
}
