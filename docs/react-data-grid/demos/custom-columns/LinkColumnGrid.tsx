import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { DataGrid, type GridColTypeDef, type GridColDef } from '@mui/x-data-grid';

interface Dataset {
  id: number;
  name: string;
  publisher: string;
  url: string;
  updated: string;
}

const rows: Dataset[] = [
  {
    id: 1,
    name: 'Bus stop locations',
    publisher: 'City transport office',
    url: 'https://example.com/data/bus-stops',
    updated: '2025-03-02',
  },
  {
    id: 2,
    name: 'Street tree inventory',
    publisher: 'Parks department',
    url: 'https://example.com/data/street-trees',
    updated: '2025-01-17',
  },
  {
    id: 3,
    name: 'Noise measurements',
    publisher: 'Environment agency',
    url: 'https://example.com/data/noise',
    updated: '2024-11-29',
  },
  {
    id: 4,
    name: 'Library opening hours',
    publisher: 'Culture service',
    url: 'https://example.com/data/libraries',
    updated: '2025-02-10',
  },
];

// The cell shows a link; the value stays the URL, so sorting, filtering and export use it.
const linkColumn: GridColTypeDef<string> = {
  width: 200,
  renderCell: (params) => (
    <Link
      href={params.value}
      target="_blank"
      rel="noopener noreferrer"
      tabIndex={params.tabIndex}
    >
      {params.value?.replace('https://example.com/', '')}
    </Link>
  ),
};

const columns: GridColDef<Dataset>[] = [
  { field: 'name', headerName: 'Dataset', width: 200 },
  { field: 'publisher', headerName: 'Publisher', width: 190 },
  { ...linkColumn, field: 'url', headerName: 'Download' },
  { field: 'updated', headerName: 'Updated', width: 110 },
];

export default function LinkColumnGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
