import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Track {
  id: number;
  title: string;
  artist: string;
  duration: string;
}

const initialRows: Track[] = [
  { id: 1, title: 'Water No Get Enemy', artist: 'Fela Kuti', duration: '9:43' },
  {
    id: 2,
    title: 'Águas de Março',
    artist: 'Elis Regina & Tom Jobim',
    duration: '3:32',
  },
  { id: 3, title: 'Pata Pata', artist: 'Miriam Makeba', duration: '3:01' },
  { id: 4, title: 'Plastic Love', artist: 'Mariya Takeuchi', duration: '4:54' },
  { id: 5, title: 'Dancing Queen', artist: 'ABBA', duration: '3:51' },
  { id: 6, title: 'La Vie en rose', artist: 'Édith Piaf', duration: '3:07' },
  { id: 7, title: 'Sweet Thing', artist: 'Van Morrison', duration: '4:25' },
];

const columns: GridColDef<Track>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'artist', headerName: 'Artist', width: 200 },
  {
    field: 'duration',
    headerName: 'Length',
    width: 90,
    align: 'right',
    headerAlign: 'right',
  },
];

function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  if (moved !== undefined) {
    copy.splice(to, 0, moved);
  }
  return copy;
}

export default function PlaylistRowReorder() {
  const [rows, setRows] = React.useState(initialRows);

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    // Keep your own data in the new order, so that it survives a re-render or a save.
    setRows((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Play order: {rows.map((row) => row.id).join(' → ')}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
