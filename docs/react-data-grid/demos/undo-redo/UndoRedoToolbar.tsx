import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid-premium';
import { createStockLines, stockColumns } from './stockCount';

const rows = createStockLines();

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  // Selectors re-render the toolbar whenever the history changes.
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 1 }}>
        Double-click a Counted, Item or Status cell to edit it
      </Typography>
      <Button
        size="small"
        disabled={!canUndo}
        onClick={() => {
          void apiRef.current.history.undo();
        }}
      >
        Undo
      </Button>
      <Button
        size="small"
        disabled={!canRedo}
        onClick={() => {
          void apiRef.current.history.redo();
        }}
      >
        Redo
      </Button>
      <Button
        size="small"
        color="inherit"
        disabled={!canUndo && !canRedo}
        onClick={() => apiRef.current.history.clear()}
      >
        Clear history
      </Button>
    </Toolbar>
  );
}

export default function UndoRedoToolbar() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={stockColumns}
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
