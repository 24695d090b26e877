import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGridPro,
  type GridColDef,
  type GridRowOrderChangeParams,
} from '@mui/x-data-grid-pro';

interface Widget {
  id: string;
  widget: string;
  size: string;
}

const defaultRows: Widget[] = [
  { id: 'weather', widget: 'Weather', size: 'Small' },
  { id: 'calendar', widget: 'Calendar', size: 'Large' },
  { id: 'tasks', widget: 'Tasks', size: 'Medium' },
  { id: 'news', widget: 'Headlines', size: 'Medium' },
  { id: 'stocks', widget: 'Watch list', size: 'Small' },
];

const STORAGE_KEY = 'x-docs-dashboard-order';

const columns: GridColDef<Widget>[] = [
  { field: 'widget', headerName: 'Widget', flex: 1 },
  { field: 'size', headerName: 'Size', width: 110 },
];

function restore(ids: string[]) {
  const byId = new Map(defaultRows.map((row) => [row.id, row]));
  const known = ids.flatMap((id) => byId.get(id) ?? []);
  // Widgets added since the order was saved go at the end.
  return [...known, ...defaultRows.filter((row) => !ids.includes(row.id))];
}

function readSavedRows() {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? restore(JSON.parse(saved) as string[]) : defaultRows;
  } catch {
    return defaultRows; // No storage, or a value that is not valid JSON.
  }
}

export default function SavedOrderReorder() {
  // The grid renders in the browser only, so the saved order can be read at once.
  const [rows, setRows] = React.useState(readSavedRows);

  const save = (next: Widget[]) => {
    setRows(next);
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next.map((r) => r.id)));
  };

  const handleRowOrderChange = ({
    oldIndex,
    targetIndex,
  }: GridRowOrderChangeParams) => {
    const next = [...rows];
    const [moved] = next.splice(oldIndex, 1);
    if (moved) {
      next.splice(targetIndex, 0, moved);
    }
    save(next);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Button
        size="small"
        variant="outlined"
        sx={{ mb: 1 }}
        onClick={() => {
          setRows(defaultRows);
          window.localStorage.removeItem(STORAGE_KEY);
        }}
      >
        Reset the order
      </Button>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          rowReordering
          onRowOrderChange={handleRowOrderChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
