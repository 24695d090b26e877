import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  genre: string;
  seconds: number;
}

const tracks: Track[] = [
  {
    id: 1,
    title: 'Harbour Lights',
    artist: 'The Tidelines',
    genre: 'Indie',
    seconds: 214,
  },
  {
    id: 2,
    title: 'Slow Orbit',
    artist: 'Mira Kessel',
    genre: 'Electronic',
    seconds: 301,
  },
  {
    id: 3,
    title: 'Paper Boats',
    artist: 'The Tidelines',
    genre: 'Indie',
    seconds: 187,
  },
  { id: 4, title: 'Night Bus', artist: 'Juno Park', genre: 'Jazz', seconds: 256 },
  {
    id: 5,
    title: 'Static Bloom',
    artist: 'Mira Kessel',
    genre: 'Electronic',
    seconds: 243,
  },
  { id: 6, title: 'Copper Sky', artist: 'Okoro Trio', genre: 'Jazz', seconds: 329 },
  {
    id: 7,
    title: 'Low Tide',
    artist: 'The Tidelines',
    genre: 'Indie',
    seconds: 199,
  },
  { id: 8, title: 'Blue Hour', artist: 'Juno Park', genre: 'Jazz', seconds: 278 },
  { id: 9, title: 'Signal Fire', artist: 'Vesna Roe', genre: 'Folk', seconds: 232 },
  {
    id: 10,
    title: 'Northern Road',
    artist: 'Vesna Roe',
    genre: 'Folk',
    seconds: 265,
  },
];

const formatDuration = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 150 },
  { field: 'artist', headerName: 'Artist', width: 140 },
  { field: 'genre', headerName: 'Genre', width: 110 },
  {
    field: 'seconds',
    headerName: 'Length',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => formatDuration(value),
  },
];

// Replaces only the row count of the default footer; the grid passes both counts.
function TrackCount({ rowCount, visibleRowCount }: GridSlotProps['footerRowCount']) {
  return (
    <Typography variant="body2" sx={{ mx: 2 }}>
      {visibleRowCount === rowCount
        ? `${rowCount} tracks`
        : `${visibleRowCount} of ${rowCount} tracks match`}
    </Typography>
  );
}

export default function TrackCountFooterGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={tracks}
        columns={columns}
        showToolbar
        slots={{ footerRowCount: TrackCount }}
      />
    </Box>
  );
}
