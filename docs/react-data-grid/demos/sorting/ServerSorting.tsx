import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
}

const CATALOGUE: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Imani Okoye', year: 2019 },
  { id: 2, title: 'Winter Orchard', author: 'Henrik Falk', year: 2008 },
  { id: 3, title: 'A Map of Small Rivers', author: 'Lucía Navarro', year: 2021 },
  { id: 4, title: 'Glass Harbour', author: 'Tomasz Wójcik', year: 1997 },
  { id: 5, title: 'Nine Lanterns', author: 'Mei Lin Zhao', year: 2015 },
  { id: 6, title: 'The Quiet Engine', author: 'Olu Bakare', year: 2003 },
];

// A pretend server: it sorts the whole catalogue and answers after 0.6 s.
function fetchBooks(sortModel: GridSortModel) {
  const sorted = [...CATALOGUE];
  const [item] = sortModel;
  if (item?.sort) {
    const field = item.field as keyof Book;
    const sign = item.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) =>
      a[field] > b[field] ? sign : a[field] < b[field] ? -sign : 0,
    );
  }
  return new Promise<Book[]>((resolve) => {
    window.setTimeout(() => resolve(sorted), 600);
  });
}

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 160 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
];

export default function ServerSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Book[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    void fetchBooks(sortModel).then((books) => {
      if (current) {
        setRows(books);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [sortModel]);

  const handleSortModelChange = (model: GridSortModel) => {
    setLoading(true);
    setSortModel(model);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={handleSortModelChange}
        loading={loading}
        hideFooter
      />
    </Box>
  );
}
