import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridColumnsInitialState,
} from '@mui/x-data-grid-pro';
import { readLayout, removeLayout, writeLayout } from './columnLayoutStorage';

interface Book {
  id: number;
  title: string;
  author: string;
  shelf: string;
  copies: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'A Wizard of Earthsea',
    author: 'Ursula K. Le Guin',
    shelf: 'F-12',
    copies: 3,
  },
  {
    id: 2,
    title: 'Half of a Yellow Sun',
    author: 'Chimamanda Ngozi Adichie',
    shelf: 'F-02',
    copies: 2,
  },
  {
    id: 3,
    title: 'The Shadow of the Wind',
    author: 'Carlos Ruiz Zafón',
    shelf: 'F-29',
    copies: 4,
  },
  {
    id: 4,
    title: 'Norwegian Wood',
    author: 'Haruki Murakami',
    shelf: 'F-21',
    copies: 1,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', width: 200 },
  { field: 'author', headerName: 'Author', width: 200 },
  { field: 'shelf', headerName: 'Shelf', width: 90 },
  { field: 'copies', headerName: 'Copies', type: 'number', width: 90 },
];

const fields = columns.map((column) => column.field);

const STORAGE_KEY = 'x-docs-library-columns';

export default function SavedColumnLayoutGrid() {
  const apiRef = useGridApiRef();
  // Read once, on the first render; a bad or missing value gives the default layout.
  const [saved] = React.useState<GridColumnsInitialState>(() =>
    readLayout(STORAGE_KEY, fields),
  );
  const [gridKey, setGridKey] = React.useState(0);

  const save = React.useCallback(() => {
    const state = apiRef.current?.exportState();
    writeLayout(STORAGE_KEY, {
      orderedFields: state?.columns?.orderedFields,
      dimensions: state?.columns?.dimensions,
    });
  }, [apiRef]);

  const reset = () => {
    removeLayout(STORAGE_KEY);
    setGridKey((key) => key + 1); // remount the grid with the default columns
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" variant="outlined" onClick={reset} sx={{ mb: 1 }}>
        Reset layout
      </Button>
      <Box sx={{ height: 300 }}>
        <DataGridPro
          key={gridKey}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ columns: gridKey === 0 ? saved : {} }}
          onColumnWidthChange={save}
          onColumnOrderChange={save}
          hideFooter
        />
      </Box>
    </Box>
  );
}
