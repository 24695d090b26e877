import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';

type Category = 'Transport' | 'Lodging' | 'Meals';

interface Expense {
  id: number;
  date: string;
  category: Category;
  item: string;
  amount: number;
}

const itemsByCategory: Record<Category, string[]> = {
  Transport: ['Train', 'Taxi', 'Flight'],
  Lodging: ['Hotel', 'Apartment'],
  Meals: ['Breakfast', 'Lunch', 'Dinner'],
};

const allItems = Object.values(itemsByCategory).flat();

const rows: Expense[] = [
  { id: 1, date: '3 Mar', category: 'Transport', item: 'Train', amount: 89 },
  { id: 2, date: '3 Mar', category: 'Lodging', item: 'Hotel', amount: 142 },
  { id: 3, date: '4 Mar', category: 'Meals', item: 'Lunch', amount: 24 },
  { id: 4, date: '4 Mar', category: 'Transport', item: 'Taxi', amount: 31 },
];

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', width: 90 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: Object.keys(itemsByCategory),
    width: 140,
    editable: true,
    // Runs when the new category is saved: an item that does not belong to it
    // is emptied in the same update.
    valueSetter: (value: Category, row) => ({
      ...row,
      category: value,
      item: itemsByCategory[value].includes(row.item) ? row.item : '',
    }),
  },
  {
    field: 'item',
    headerName: 'Item',
    type: 'singleSelect',
    width: 160,
    editable: true,
    // The edit cell gets the saved row, so the list follows its category.
    valueOptions: ({ row }) => (row ? itemsByCategory[row.category] : allItems),
    renderCell: ({ value }: GridRenderCellParams<Expense, string>) =>
      value || (
        <Box component="span" sx={{ color: 'error.main' }}>
          Choose an item
        </Box>
      ),
  },
  {
    field: 'amount',
    headerName: 'Amount (€)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function LinkedSelectsCellEditingGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
