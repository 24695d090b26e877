import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Album {
  id: number;
  title: string;
  artist: string;
  year: number;
  label: string;
  tracks: number;
}

const rows: Album[] = [
  {
    id: 1,
    title: 'Northern Lights',
    artist: 'The Fjordmen',
    year: 2019,
    label: 'Driftwood',
    tracks: 11,
  },
  {
    id: 2,
    title: 'Concrete Garden',
    artist: 'Maya Ilunga',
    year: 2021,
    label: 'Low Tide',
    tracks: 9,
  },
  {
    id: 3,
    title: 'Paper Boats',
    artist: 'Quiet Harbour',
    year: 2016,
    label: 'Driftwood',
    tracks: 12,
  },
];

const columns: GridColDef<Album>[] = [
  { field: 'title', headerName: 'Title', width: 160 },
  { field: 'artist', headerName: 'Artist', width: 150 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'label', headerName: 'Label', width: 120 },
  { field: 'tracks', headerName: 'Tracks', type: 'number', width: 90 },
];

const defaultOrder = columns.map((column) => column.field);

export default function ResetColumnOrderGrid() {
  const apiRef = useGridApiRef();

  // Put each field back at its index, from left to right.
  const resetOrder = () => {
    defaultOrder.forEach((field, index) => {
      apiRef.current?.setColumnIndex(field, index);
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={resetOrder} sx={{ mb: 1 }}>
        Reset column order
      </Button>
      <Box sx={{ height: 260 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            columns: {
              orderedFields: ['year', 'title', 'tracks', 'artist', 'label'],
            },
          }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
