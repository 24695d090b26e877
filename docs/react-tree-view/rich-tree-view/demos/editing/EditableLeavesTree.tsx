import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface RecipeNode {
  id: string;
  label: string;
  children?: RecipeNode[];
}

const recipeBook: RecipeNode[] = [
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'gazpacho', label: 'Gazpacho' },
    ],
  },
  {
    id: 'baking',
    label: 'Baking',
    children: [
      {
        id: 'breads',
        label: 'Breads',
        children: [
          { id: 'sourdough', label: 'Sourdough loaf' },
          { id: 'focaccia', label: 'Rosemary focaccia' },
        ],
      },
      { id: 'shortbread', label: 'Shortbread' },
    ],
  },
];

// A recipe is a leaf: it has no children. Chapters keep their names.
const isRecipe = (item: RecipeNode) => !item.children || item.children.length === 0;

export default function EditableLeavesTree() {
  return (
    <Stack spacing={2} sx={{ minHeight: 300, minWidth: 260 }}>
      <Box>
        <RichTreeView<RecipeNode>
          items={recipeBook}
          defaultExpandedItems={['soups', 'baking', 'breads']}
          isItemEditable={isRecipe}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Recipes can be renamed; Soups, Baking and Breads cannot.
      </Typography>
    </Stack>
  );
}
