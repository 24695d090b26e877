import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  pages: number;
}

const catalogue: Book[] = [
  {
    id: 1,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    pages: 304,
  },
  { id: 2, title: 'Things Fall Apart', author: 'Chinua Achebe', pages: 209 },
  {
    id: 3,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    pages: 417,
  },
  { id: 4, title: 'The Remains of the Day', author: 'Kazuo Ishiguro', pages: 258 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title' },
  { field: 'author', headerName: 'Author' },
  { field: 'pages', headerName: 'Pages', type: 'number' },
];

export default function AutosizeAfterLoadGrid() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(false);

  const load = () => {
    setRows([]);
    setLoading(true);
    setTimeout(() => {
      setRows(catalogue);
      setLoading(false);
    }, 800);
  };

  // Measure once the rows are in the grid, not before.
  React.useEffect(() => {
    if (rows.length > 0) {
      void apiRef.current?.autosizeColumns({
        columns: ['title', 'author'],
        includeOutliers: true,
      });
    }
  }, [rows, apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={load} sx={{ mb: 1 }}>
        Load books
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          loading={loading}
          hideFooter
        />
      </Box>
    </Box>
  );
}
