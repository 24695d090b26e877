import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ExpansionToggleCallback() {
  const [lastAction, setLastAction] = React.useState<string | null>(null);

  return (
    <Box sx={{ minHeight: 240, minWidth: 260 }}>
      <SimpleTreeView
        expansionTrigger="iconContainer"
        onItemExpansionToggle={(_event, itemId, isExpanded) =>
          setLastAction(`${itemId} was ${isExpanded ? 'expanded' : 'collapsed'}`)
        }
      >
        <TreeItem itemId="2024" label="2024">
          <TreeItem itemId="2024-q1" label="First quarter" />
          <TreeItem itemId="2024-q2" label="Second quarter" />
        </TreeItem>
        <TreeItem itemId="2025" label="2025">
          <TreeItem itemId="2025-q1" label="First quarter" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {lastAction ?? 'Click an arrow to expand a year.'}
      </Typography>
    </Box>
  );
}
