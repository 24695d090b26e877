import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Patient {
  id: number;
  name: string;
  room: string;
  notes: string;
}

const initialRows: Patient[] = [
  { id: 1, name: 'Edith Morgan', room: '3A', notes: 'Allergic to penicillin.' },
  { id: 2, name: 'Kofi Boateng', room: '3B', notes: '' },
  { id: 3, name: 'Sara Lindahl', room: '4A', notes: 'Prefers tea, not coffee.' },
  { id: 4, name: 'Ahmed Saleh', room: '4C', notes: '' },
];

const NotesContext = React.createContext<(id: GridRowId, notes: string) => void>(
  () => {},
);

// The editor keeps its own draft; the row only changes on Save.
function NotesEditor({ row }: { row: Patient }) {
  const save = React.useContext(NotesContext);
  const [draft, setDraft] = React.useState(row.notes);
  const fieldRef = React.useRef<HTMLDivElement>(null);
  // The grid copies the selected row on Ctrl+C from a native keydown listener on its root. React's onKeyDown runs
  // only once the key reaches React's own root, above the grid, too late to stop it: a native listener is needed.
  React.useEffect(() => {
    const field = fieldRef.current;
    const keepKeyInField = (event: KeyboardEvent) => event.stopPropagation();
    field?.addEventListener('keydown', keepKeyInField);
    return () => field?.removeEventListener('keydown', keepKeyInField);
  }, []);
  return (
    <Stack direction="row" spacing={1} sx={{ p: 1.5, alignItems: 'flex-start' }}>
      <TextField
        ref={fieldRef}
        size="small"
        label={`Notes for ${row.name}`}
        multiline
        minRows={2}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        sx={{ flex: 1 }}
      />
      <Button
        variant="contained"
        size="small"
        disabled={draft === row.notes}
        onClick={() => save(row.id, draft)}
      >
        Save
      </Button>
    </Stack>
  );
}

const columns: GridColDef<Patient>[] = [
  { field: 'name', headerName: 'Patient', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 80 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 160,
    valueFormatter: (value: string) => value || '—',
  },
];

const getDetailPanelContent = ({ row }: GridRowParams<Patient>) => (
  <NotesEditor row={row} />
);
const getDetailPanelHeight = () => 'auto' as const;

export default function InlineNotesRows() {
  const [rows, setRows] = React.useState(initialRows);
  const [open, setOpen] = React.useState<Set<GridRowId>>(() => new Set());

  const save = React.useCallback((id: GridRowId, notes: string) => {
    setRows((prev) => prev.map((row) => (row.id === id ? { ...row, notes } : row)));
    setOpen((prev) => new Set([...prev].filter((openId) => openId !== id)));
  }, []);

  return (
    <NotesContext.Provider value={save}>
      <Box sx={{ height: 420, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={open}
          onDetailPanelExpandedRowIdsChange={setOpen}
          onRowDoubleClick={({ id }) => setOpen((prev) => new Set(prev).add(id))}
          hideFooter
        />
      </Box>
    </NotesContext.Provider>
  );
}
