import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  year: number;
  pages: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'Things Fall Apart',
    author: 'Chinua Achebe',
    year: 1958,
    pages: 209,
  },
  {
    id: 2,
    title: 'One Hundred Years of Solitude',
    author: 'Gabriel García Márquez',
    year: 1967,
    pages: 417,
  },
  {
    id: 3,
    title: 'The Left Hand of Darkness',
    author: 'Ursula K. Le Guin',
    year: 1969,
    pages: 304,
  },
  { id: 4, title: 'Beloved', author: 'Toni Morrison', year: 1987, pages: 324 },
  {
    id: 5,
    title: 'The Remains of the Day',
    author: 'Kazuo Ishiguro',
    year: 1989,
    pages: 245,
  },
  {
    id: 6,
    title: 'The God of Small Things',
    author: 'Arundhati Roy',
    year: 1997,
    pages: 340,
  },
  {
    id: 7,
    title: 'Never Let Me Go',
    author: 'Kazuo Ishiguro',
    year: 2005,
    pages: 288,
  },
  {
    id: 8,
    title: 'Americanah',
    author: 'Chimamanda Ngozi Adichie',
    year: 2013,
    pages: 588,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'author', headerName: 'Author', width: 210 },
  {
    field: 'year',
    headerName: 'Published',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 100 },
];

export default function QuickstartFirstGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
