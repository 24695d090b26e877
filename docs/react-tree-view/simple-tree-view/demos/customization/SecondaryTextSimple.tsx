import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

function RecipeLabel({ name, detail }: { name: string; detail: string }) {
  return (
    <Box sx={{ py: 0.25 }}>
      <Typography variant="body2">{name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Box>
  );
}

export default function SecondaryTextSimple() {
  return (
    <Box sx={{ minHeight: 300, minWidth: 280 }}>
      <SimpleTreeView defaultExpandedItems={['breakfast']}>
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem
            itemId="porridge"
            label={<RecipeLabel name="Cardamom porridge" detail="10 min · vegan" />}
          />
          <TreeItem
            itemId="shakshuka"
            label={<RecipeLabel name="Shakshuka" detail="25 min · serves 2" />}
          />
        </TreeItem>
        <TreeItem itemId="dinner" label="Dinner">
          <TreeItem
            itemId="dal"
            label={
              <RecipeLabel name="Red lentil dal" detail="35 min · freezes well" />
            }
          />
        </TreeItem>
      </SimpleTreeView>
    </Box>
  );
}
