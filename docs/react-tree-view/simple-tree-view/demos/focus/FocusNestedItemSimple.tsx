import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';

const shelves = ['A', 'B', 'C', 'D', 'E', 'F'];

export default function FocusNestedItemSimple() {
  const apiRef = useSimpleTreeViewApiRef();
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);

  const goToReturns = (event: React.MouseEvent) => {
    // 1. Open the ancestors, 2. focus once the item is rendered, 3. scroll the panel.
    setExpandedItems((previous) => [
      ...new Set([...previous, 'aisle-3', 'shelf-3F']),
    ]);
    requestAnimationFrame(() => {
      apiRef.current?.focusItem?.(event, 'returns-bin');
      apiRef.current
        ?.getItemDOMElement?.('returns-bin')
        ?.scrollIntoView({ block: 'nearest' });
    });
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 260 }}>
      <Button size="small" variant="outlined" onClick={goToReturns}>
        Go to the returns bin
      </Button>
      <Box
        sx={{
          height: 220,
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <SimpleTreeView
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        >
          {[1, 2, 3].map((aisle) => (
            <TreeItem key={aisle} itemId={`aisle-${aisle}`} label={`Aisle ${aisle}`}>
              {shelves.map((shelf) => (
                <TreeItem
                  key={shelf}
                  itemId={`shelf-${aisle}${shelf}`}
                  label={`Shelf ${aisle}${shelf}`}
                >
                  {aisle === 3 && shelf === 'F' ? (
                    <TreeItem itemId="returns-bin" label="Returns bin" />
                  ) : (
                    <TreeItem itemId={`tray-${aisle}${shelf}`} label="Tray" />
                  )}
                </TreeItem>
              ))}
            </TreeItem>
          ))}
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}
