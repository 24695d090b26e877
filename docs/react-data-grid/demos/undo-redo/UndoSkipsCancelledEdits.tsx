import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GridCellEditStopReasons,
  Toolbar,
  createCellEditHistoryHandler,
  createClipboardPasteHistoryHandler,
  createRowEditHistoryHandler,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridCellEditStopParams,
} from '@mui/x-data-grid-premium';
import { createStockLines, stockColumns } from './stockCount';

const rows = createStockLines();

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 1 }}>
        Edit a count, then start another and press Escape
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
    </Toolbar>
  );
}

export default function UndoSkipsCancelledEdits() {
  const apiRef = useGridApiRef();

  const historyEventHandlers = React.useMemo(() => {
    // The grid sets `apiRef.current` before it subscribes the handlers, and the handlers
    // read it only when an edit ends or is undone.
    const gridApiRef = apiRef as React.RefObject<GridApiPremium>;
    const cellEdit = createCellEditHistoryHandler(gridApiRef);
    return {
      cellEditStop: {
        ...cellEdit,
        // An edit cancelled with Escape changed nothing: keep it out of the history.
        store: (params: GridCellEditStopParams) =>
          params.reason === GridCellEditStopReasons.escapeKeyDown
            ? null
            : cellEdit.store(params),
      },
      rowEditStop: createRowEditHistoryHandler(gridApiRef),
      clipboardPasteEnd: createClipboardPasteHistoryHandler(gridApiRef),
    } as DataGridPremiumProps['historyEventHandlers'];
  }, [apiRef]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={stockColumns}
        historyEventHandlers={historyEventHandlers}
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
