import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Hike {
  id: number;
  trail: string;
  region: string;
  lengthKm: number;
  ascentM: number;
  difficulty: string;
}

const rows: Hike[] = [
  {
    id: 1,
    trail: 'Ridge of the Seven Lakes',
    region: 'Highlands',
    lengthKm: 18.2,
    ascentM: 940,
    difficulty: 'Hard',
  },
  {
    id: 2,
    trail: 'Beech Valley Loop',
    region: 'Lowlands',
    lengthKm: 7.5,
    ascentM: 120,
    difficulty: 'Easy',
  },
  {
    id: 3,
    trail: 'Coastal Cliff Path',
    region: 'West coast',
    lengthKm: 12.8,
    ascentM: 410,
    difficulty: 'Moderate',
  },
  {
    id: 4,
    trail: 'Old Quarry Circuit',
    region: 'Lowlands',
    lengthKm: 5.1,
    ascentM: 85,
    difficulty: 'Easy',
  },
];

const columns: GridColDef<Hike>[] = [
  { field: 'trail', headerName: 'Trail', width: 200 },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'ascentM', headerName: 'Ascent (m)', type: 'number', width: 120 },
  { field: 'difficulty', headerName: 'Difficulty', width: 120 },
];

export default function ToggleReorderGrid() {
  const [locked, setLocked] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={locked}
            onChange={(event) => setLocked(event.target.checked)}
          />
        }
        label="disableColumnReorder"
      />
      <Box sx={{ height: 300 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableColumnReorder={locked}
          hideFooter
        />
      </Box>
    </Box>
  );
}
