import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridEventListener } from '@mui/x-data-grid-premium';
import { createStockLines, stockColumns, type StockLine } from './stockCount';

const rows = createStockLines();

type StoredEdit = { id?: number; newRow?: StockLine };

function describe(eventName: string, data: StoredEdit) {
  if (eventName === 'rowEditStop' && data.newRow) {
    return `row ${data.newRow.sku}`;
  }
  return eventName;
}

export default function UndoRedoRowEditLog() {
  const [log, setLog] = React.useState<{ key: number; text: string }[]>([]);

  const addLine = (text: string) =>
    setLog((lines) => [{ key: lines.length, text }, ...lines]);
  const handleUndo: GridEventListener<'undo'> = ({ eventName, data }) =>
    addLine(`Undid ${describe(eventName, data as StoredEdit)}`);
  const handleRedo: GridEventListener<'redo'> = ({ eventName, data }) =>
    addLine(`Redid ${describe(eventName, data as StoredEdit)}`);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          rows={rows}
          columns={stockColumns}
          editMode="row"
          historyStackSize={3}
          onUndo={handleUndo}
          onRedo={handleRedo}
          hideFooter
        />
      </Box>
      <Box
        sx={{
          height: 100,
          boxSizing: 'border-box',
          overflow: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          px: 1.5,
          py: 1,
        }}
      >
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Edit a row, press Enter, then press Ctrl+Z (⌘Z on macOS) with a cell
            focused.
          </Typography>
        ) : (
          log.map((line) => (
            <Typography
              key={line.key}
              variant="body2"
              sx={{ fontFamily: 'monospace' }}
            >
              {line.text}
            </Typography>
          ))
        )}
      </Box>
    </Stack>
  );
}
