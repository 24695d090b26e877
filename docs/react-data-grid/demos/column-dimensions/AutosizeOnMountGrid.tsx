import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  mainIngredient: string;
  minutes: number;
}

const rows: Recipe[] = [
  {
    id: 1,
    dish: 'Shakshuka',
    cuisine: 'North African',
    mainIngredient: 'Eggs',
    minutes: 30,
  },
  {
    id: 2,
    dish: 'Pad kra pao',
    cuisine: 'Thai',
    mainIngredient: 'Minced pork',
    minutes: 20,
  },
  {
    id: 3,
    dish: 'Caldo verde',
    cuisine: 'Portuguese',
    mainIngredient: 'Kale and potato',
    minutes: 45,
  },
  {
    id: 4,
    dish: 'Bibimbap',
    cuisine: 'Korean',
    mainIngredient: 'Rice',
    minutes: 50,
  },
  {
    id: 5,
    dish: 'Pierogi ruskie',
    cuisine: 'Polish',
    mainIngredient: 'Potato and farmer cheese',
    minutes: 90,
  },
];

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish' },
  { field: 'cuisine', headerName: 'Cuisine' },
  { field: 'mainIngredient', headerName: 'Main ingredient' },
  { field: 'minutes', headerName: 'Preparation time (min)', type: 'number' },
];

export default function AutosizeOnMountGrid() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
        hideFooter
      />
    </Box>
  );
}
