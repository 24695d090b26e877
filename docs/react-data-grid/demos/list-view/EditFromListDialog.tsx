import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  title: string;
  owner: string;
  due: string;
}

const initialRows: Task[] = [
  {
    id: 1,
    title: 'Renew the SSL certificate',
    owner: 'Kwame Mensah',
    due: '2026-04-02',
  },
  {
    id: 2,
    title: 'Review the Q2 hiring plan',
    owner: 'Sofia Rossi',
    due: '2026-04-05',
  },
  {
    id: 3,
    title: 'Migrate the billing database',
    owner: 'Arjun Iyer',
    due: '2026-04-11',
  },
  {
    id: 4,
    title: 'Write the release notes for 4.2',
    owner: 'Elif Demir',
    due: '2026-04-12',
  },
  {
    id: 5,
    title: 'Order new standing desks',
    owner: 'Noah Walsh',
    due: '2026-04-19',
  },
  { id: 6, title: 'Plan the team offsite', owner: 'Yuki Sato', due: '2026-04-30' },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task' },
  { field: 'owner', headerName: 'Owner' },
  { field: 'due', headerName: 'Due' },
];

// Lets the list cell ask the page to open the dialog for its row.
const EditTaskContext = React.createContext<(task: Task) => void>(() => {});

function TaskCell({ row, tabIndex }: GridRenderCellParams<Task>) {
  const editTask = React.useContext(EditTaskContext);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', height: '100%', width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.owner} · due {row.due}
        </Typography>
      </Box>
      {/* tabIndex from the params: in the tab order only while this cell is the grid's Tab stop. */}
      <Button
        size="small"
        tabIndex={tabIndex}
        aria-label={`Edit ${row.title}`}
        onClick={(event) => {
          event.stopPropagation();
          editTask(row);
        }}
      >
        Edit
      </Button>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Task> = {
  field: 'task',
  renderCell: (params) => <TaskCell {...params} />,
};

export default function EditFromListDialog() {
  const [rows, setRows] = React.useState(initialRows);
  const [editing, setEditing] = React.useState<Task | null>(null);

  const save = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (editing) {
      setRows((current) =>
        current.map((row) => (row.id === editing.id ? editing : row)),
      );
    }
    setEditing(null);
  };

  return (
    <EditTaskContext.Provider value={setEditing}>
      <Box sx={{ height: 400, width: '100%', maxWidth: 440 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          listView
          listViewColumn={listViewColumn}
          rowHeight={60}
          hideFooter
        />
      </Box>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        fullWidth
        maxWidth="xs"
      >
        {editing && (
          <form onSubmit={save}>
            <DialogTitle>Edit task</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <TextField
                  label="Task"
                  value={editing.title}
                  onChange={(event) =>
                    setEditing({ ...editing, title: event.target.value })
                  }
                  required
                />
                <TextField
                  label="Owner"
                  value={editing.owner}
                  onChange={(event) =>
                    setEditing({ ...editing, owner: event.target.value })
                  }
                />
                <TextField
                  label="Due"
                  type="date"
                  value={editing.due}
                  onChange={(event) =>
                    setEditing({ ...editing, due: event.target.value })
                  }
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setEditing(null)}>Cancel</Button>
              <Button type="submit" variant="contained">
                Save
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </EditTaskContext.Provider>
  );
}
