import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  name: string;
  cuisine: string;
  mainIngredient: string;
  minutes: number;
  vegetarian: boolean;
}

const rows: Recipe[] = [
  {
    id: 1,
    name: 'Shakshuka',
    cuisine: 'North African',
    mainIngredient: 'Eggs',
    minutes: 30,
    vegetarian: true,
  },
  {
    id: 2,
    name: 'Chicken adobo',
    cuisine: 'Filipino',
    mainIngredient: 'Chicken',
    minutes: 60,
    vegetarian: false,
  },
  {
    id: 3,
    name: 'Dal tadka',
    cuisine: 'Indian',
    mainIngredient: 'Lentils',
    minutes: 40,
    vegetarian: true,
  },
  {
    id: 4,
    name: 'Fish tacos',
    cuisine: 'Mexican',
    mainIngredient: 'Cod',
    minutes: 25,
    vegetarian: false,
  },
  {
    id: 5,
    name: 'Mushroom risotto',
    cuisine: 'Italian',
    mainIngredient: 'Rice',
    minutes: 45,
    vegetarian: true,
  },
  {
    id: 6,
    name: 'Bibimbap',
    cuisine: 'Korean',
    mainIngredient: 'Rice',
    minutes: 50,
    vegetarian: false,
  },
  {
    id: 7,
    name: 'Chana masala',
    cuisine: 'Indian',
    mainIngredient: 'Chickpeas',
    minutes: 35,
    vegetarian: true,
  },
  {
    id: 8,
    name: 'Paella',
    cuisine: 'Spanish',
    mainIngredient: 'Rice',
    minutes: 70,
    vegetarian: false,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'name', headerName: 'Recipe', flex: 1, minWidth: 160 },
  { field: 'cuisine', headerName: 'Cuisine', width: 140 },
  { field: 'mainIngredient', headerName: 'Main ingredient', width: 150 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 110 },
];

export default function QuickFilterGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          // The search box opens already holding the word "rice".
          filter: { filterModel: { items: [], quickFilterValues: ['rice'] } },
        }}
        slotProps={{ toolbar: { quickFilterProps: { debounceMs: 300 } } }}
      />
    </Box>
  );
}
