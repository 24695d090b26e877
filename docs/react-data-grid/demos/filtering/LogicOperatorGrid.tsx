import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPro } from '@mui/x-data-grid-pro';
import {
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Gig {
  id: number;
  artist: string;
  venue: string;
  genre: string;
  ticketPrice: number;
  soldOut: boolean;
}

const rows: Gig[] = [
  {
    id: 1,
    artist: 'The Lanterns',
    venue: 'Dockside Hall',
    genre: 'Folk',
    ticketPrice: 18,
    soldOut: true,
  },
  {
    id: 2,
    artist: 'Mira Vance Trio',
    venue: 'Blue Cellar',
    genre: 'Jazz',
    ticketPrice: 25,
    soldOut: false,
  },
  {
    id: 3,
    artist: 'Static Orchard',
    venue: 'Dockside Hall',
    genre: 'Rock',
    ticketPrice: 32,
    soldOut: false,
  },
  {
    id: 4,
    artist: 'Kofi & the Tides',
    venue: 'Park Stage',
    genre: 'Afrobeat',
    ticketPrice: 12,
    soldOut: true,
  },
  {
    id: 5,
    artist: 'Ellery Quartet',
    venue: 'St. Anne Chapel',
    genre: 'Classical',
    ticketPrice: 40,
    soldOut: false,
  },
  {
    id: 6,
    artist: 'Neon Harbour',
    venue: 'Blue Cellar',
    genre: 'Electronic',
    ticketPrice: 15,
    soldOut: false,
  },
];

const columns: GridColDef<Gig>[] = [
  { field: 'artist', headerName: 'Artist', flex: 1, minWidth: 150 },
  { field: 'venue', headerName: 'Venue', width: 150 },
  { field: 'genre', headerName: 'Genre', width: 120 },
  { field: 'ticketPrice', headerName: 'Ticket (€)', type: 'number', width: 140 },
  { field: 'soldOut', headerName: 'Sold out', type: 'boolean', width: 100 },
];

export default function LogicOperatorGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'venue', operator: 'equals', value: 'Blue Cellar' },
      { id: 2, field: 'ticketPrice', operator: '<=', value: 15 },
    ],
    logicOperator: GridLogicOperator.Or,
  });

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filterModel.logicOperator ?? GridLogicOperator.And}
        onChange={(_event, logicOperator: GridLogicOperator | null) => {
          if (logicOperator) {
            setFilterModel((model) => ({ ...model, logicOperator }));
          }
        }}
        aria-label="Combine filters with"
      >
        <ToggleButton value={GridLogicOperator.And}>
          And: both must match
        </ToggleButton>
        <ToggleButton value={GridLogicOperator.Or}>Or: one is enough</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </Box>
    </Stack>
  );
}
