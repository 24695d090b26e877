import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro } from '@mui/x-data-grid-pro';
import type { GridColDef } from '@mui/x-data-grid';

interface Book {
  id: number;
  title: string;
  author: string;
  format: string;
  price: number;
  inStock: number;
}

const rows: Book[] = [
  {
    id: 1,
    title: 'The Salt Road',
    author: 'Imogen Hale',
    format: 'Hardback',
    price: 22,
    inStock: 4,
  },
  {
    id: 2,
    title: 'Counting Stars',
    author: 'Dev Patel-Rhodes',
    format: 'Paperback',
    price: 9.99,
    inStock: 17,
  },
  {
    id: 3,
    title: 'A Winter in Tromsø',
    author: 'Ragnhild Eide',
    format: 'Paperback',
    price: 11.5,
    inStock: 0,
  },
  {
    id: 4,
    title: 'Small Engines',
    author: 'Carla Mendes',
    format: 'Audiobook',
    price: 18,
    inStock: 99,
  },
  {
    id: 5,
    title: 'The Glass Orchard',
    author: 'Imogen Hale',
    format: 'Paperback',
    price: 10.99,
    inStock: 8,
  },
  {
    id: 6,
    title: 'Night Ferry',
    author: 'Oluwaseun Adeyemi',
    format: 'Hardback',
    price: 24,
    inStock: 2,
  },
  {
    id: 7,
    title: 'Field Notes on Rain',
    author: 'Carla Mendes',
    format: 'Hardback',
    price: 20,
    inStock: 5,
  },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 170 },
  {
    field: 'format',
    headerName: 'Format',
    type: 'singleSelect',
    valueOptions: ['Hardback', 'Paperback', 'Audiobook'],
    width: 150,
  },
  { field: 'price', headerName: 'Price (£)', type: 'number', width: 130 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 130 },
];

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'format', operator: 'is', value: 'Hardback' }],
            },
          },
        }}
      />
    </Box>
  );
}
