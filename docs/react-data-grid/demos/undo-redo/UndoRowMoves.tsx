import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  Toolbar,
  createCellEditHistoryHandler,
  gridHistoryCanRedoSelector,
  gridHistoryCanUndoSelector,
  useGridApiContext,
  useGridApiRef,
  useGridSelector,
  type DataGridPremiumProps,
  type GridApiPremium,
  type GridHistoryEventHandler,
  type GridRowId,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-premium';
import { createStockLines, stockColumns } from './stockCount';

const rows = createStockLines();

interface RowMove {
  id: GridRowId;
  from: number;
  to: number;
}

function HistoryToolbar() {
  const apiRef = useGridApiContext();
  const canUndo = useGridSelector(apiRef, gridHistoryCanUndoSelector);
  const canRedo = useGridSelector(apiRef, gridHistoryCanRedoSelector);

  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, px: 1 }}>
        Drag rows by their handle to set the picking order
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

// `setRowPosition` places a row next to another: the row now at that index, or after the last row.
async function moveRowToIndex(
  api: GridApiPremium | null,
  id: GridRowId,
  index: number,
) {
  if (!api) {
    return;
  }
  const others = api.getSortedRowIds().filter((rowId) => rowId !== id);
  const next = others[index];
  const last = others.at(-1);
  if (next !== undefined) {
    await api.setRowPosition(id, next, 'above');
  } else if (last !== undefined) {
    await api.setRowPosition(id, last, 'below');
  }
}

export default function UndoRowMoves() {
  const apiRef = useGridApiRef();

  // Passing handlers replaces the defaults, so the cell edit handler is added back next to
  // a handler for row moves.
  const historyEventHandlers = React.useMemo(() => {
    const rowMoveHandler: GridHistoryEventHandler<RowMove> = {
      store: (params: GridRowOrderChangeParams) =>
        params.oldIndex === params.targetIndex
          ? null
          : {
              id: params.row.id as GridRowId,
              from: params.oldIndex,
              to: params.targetIndex,
            },
      undo: async ({ id, from }) => {
        await moveRowToIndex(apiRef.current, id, from);
      },
      redo: async ({ id, to }) => {
        await moveRowToIndex(apiRef.current, id, to);
      },
    };
    // The grid sets `apiRef.current` before it subscribes the handlers, and the handler
    // reads it only when an edit ends or is undone.
    const gridApiRef = apiRef as React.RefObject<GridApiPremium>;
    return {
      // eslint-disable-next-line react-hooks/refs
      cellEditStop: createCellEditHistoryHandler(gridApiRef),
      rowOrderChange: rowMoveHandler,
    } as DataGridPremiumProps['historyEventHandlers'];
  }, [apiRef]);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={stockColumns}
        rowReordering
        historyEventHandlers={historyEventHandlers}
        slots={{ toolbar: HistoryToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
