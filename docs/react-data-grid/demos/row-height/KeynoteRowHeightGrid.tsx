import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridDensity,
  type GridRowHeightParams,
} from '@mui/x-data-grid';

interface Session {
  id: number;
  start: string;
  title: string;
  speaker: string;
  keynote: boolean;
}

const rows: Session[] = [
  {
    id: 1,
    start: '09:00',
    title: 'Opening keynote: ten years of open data',
    speaker: 'Dr. Nadia Haddad',
    keynote: true,
  },
  {
    id: 2,
    start: '10:00',
    title: 'Indexing time series',
    speaker: 'Lukas Brandt',
    keynote: false,
  },
  {
    id: 3,
    start: '10:30',
    title: 'Privacy by default',
    speaker: 'Chioma Eze',
    keynote: false,
  },
  { id: 4, start: '11:00', title: 'Coffee break', speaker: '', keynote: false },
  {
    id: 5,
    start: '11:30',
    title: 'Maps without tiles',
    speaker: 'Pablo Ruiz',
    keynote: false,
  },
  {
    id: 6,
    start: '13:30',
    title: 'Afternoon keynote: the public dataset',
    speaker: 'Prof. Anna Kowalska',
    keynote: true,
  },
  {
    id: 7,
    start: '14:30',
    title: 'Closing panel',
    speaker: 'All speakers',
    keynote: false,
  },
];

const columns: GridColDef<Session>[] = [
  { field: 'start', headerName: 'Start', width: 80 },
  {
    field: 'title',
    headerName: 'Session',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) =>
      row.keynote ? (
        <Box sx={{ lineHeight: 1.4 }}>
          <Box sx={{ fontWeight: 600, fontSize: 16 }}>{row.title}</Box>
          <Box sx={{ color: 'text.secondary' }}>{row.speaker}</Box>
        </Box>
      ) : (
        row.title
      ),
  },
  { field: 'speaker', headerName: 'Speaker', width: 170 },
];

// Keynotes get 80 px, scaled by the density; other rows keep the default.
function getRowHeight({ model, densityFactor }: GridRowHeightParams) {
  return (model as Session).keynote ? 80 * densityFactor : null;
}

export default function KeynoteRowHeightGrid() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, value: GridDensity | null) => value && setDensity(value)}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="compact">compact</ToggleButton>
        <ToggleButton value="standard">standard</ToggleButton>
        <ToggleButton value="comfortable">comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 460 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          getRowHeight={getRowHeight}
          density={density}
          hideFooter
        />
      </Box>
    </Box>
  );
}
