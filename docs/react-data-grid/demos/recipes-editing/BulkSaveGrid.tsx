import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface StockCount {
  id: number;
  sku: string;
  shelf: string;
  counted: number;
}

const stored: StockCount[] = [
  { id: 1, sku: 'Tent pegs, steel (10)', shelf: 'A1', counted: 84 },
  { id: 2, sku: 'Head torch 300 lm', shelf: 'A2', counted: 19 },
  { id: 3, sku: 'Merino socks, M', shelf: 'B1', counted: 42 },
  { id: 4, sku: 'Water filter bottle', shelf: 'B3', counted: 7 },
  { id: 5, sku: 'Dry bag 20 l', shelf: 'C2', counted: 23 },
  { id: 6, sku: 'Camp stove gas 230 g', shelf: 'C4', counted: 56 },
];

const columns: GridColDef<StockCount>[] = [
  { field: 'sku', headerName: 'Item', flex: 1, minWidth: 180 },
  { field: 'shelf', headerName: 'Shelf', width: 90, editable: true },
  {
    field: 'counted',
    headerName: 'Counted',
    type: 'number',
    width: 110,
    editable: true,
  },
];

export default function BulkSaveGrid() {
  // `saved` stands for the server; `draft` is what the grid shows and edits.
  const [saved, setSaved] = React.useState(stored);
  const [draft, setDraft] = React.useState(stored);
  const [status, setStatus] = React.useState('Nothing saved yet.');

  const savedById = React.useMemo(
    () => new Map(saved.map((row) => [row.id, row])),
    [saved],
  );
  const changedRows = draft.filter((row) => {
    const original = savedById.get(row.id);
    return (
      !original || original.shelf !== row.shelf || original.counted !== row.counted
    );
  });
  const pending = changedRows.length;
  const rowsLabel = (count: number) => `${count} row${count === 1 ? '' : 's'}`;

  // Each commit only updates the draft: nothing is sent yet.
  const processRowUpdate = (newRow: StockCount) => {
    setDraft((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  };

  const getCellClassName = (params: GridCellParams<StockCount>) => {
    const original = savedById.get(params.row.id);
    const field = params.field as keyof StockCount;
    return original && original[field] !== params.row[field] ? 'cell--unsaved' : '';
  };

  const saveAll = () => {
    setSaved(draft);
    setStatus(`Saved ${rowsLabel(pending)} in one request.`);
  };

  const discard = () => {
    setDraft(saved);
    setStatus(`Discarded ${rowsLabel(pending)}.`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          variant="contained"
          size="small"
          disabled={!pending}
          onClick={saveAll}
        >
          {pending ? `Save ${rowsLabel(pending)}` : 'No changes'}
        </Button>
        <Button size="small" disabled={!pending} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" role="status">
          {status}
        </Typography>
      </Stack>
      <Box
        sx={{
          height: 360,
          '& .cell--unsaved': { bgcolor: 'rgba(237, 108, 2, 0.16)' },
        }}
      >
        <DataGrid
          rows={draft}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          hideFooter
        />
      </Box>
    </Box>
  );
}
