import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridAddIcon,
  GridDeleteIcon,
  Toolbar,
  ToolbarButton,
  gridExpandedSortedRowIdsSelector,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  estimate: number;
}

const initialRows: Task[] = [
  { id: 1, title: 'Write release notes', owner: 'Mei', estimate: 2 },
  { id: 2, title: 'Review pull requests', owner: 'Jonas', estimate: 3 },
  { id: 3, title: 'Update screenshots', owner: 'Priya', estimate: 1 },
  { id: 4, title: 'Plan the next sprint', owner: 'Rafael', estimate: 2 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  {
    field: 'estimate',
    headerName: 'Days',
    type: 'number',
    width: 90,
    editable: true,
  },
];

interface TaskActions {
  addTask: () => number;
  deleteTasks: (ids: GridRowId[]) => void;
}

// The rows live in the demo's state; the toolbar reaches the state setters through context.
const TaskActionsContext = React.createContext<TaskActions | null>(null);

function TaskToolbar() {
  const actions = React.useContext(TaskActionsContext);
  // Inside a slot, the grid's API comes from context: no ref needs to be passed down.
  const apiRef = useGridApiContext();
  // A Map from the selected row ids to their rows.
  const selectedIds = useGridSelector(apiRef, gridRowSelectionIdsSelector);

  const addTask = () => {
    if (!actions) {
      return;
    }
    const id = actions.addTask();
    // Once the new row is rendered, scroll to it and open its title for typing: starting
    // the edit also moves the focus from this button into the cell's editor.
    setTimeout(() => {
      const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(id);
      apiRef.current.scrollToIndexes({ rowIndex, colIndex: 0 });
      apiRef.current.startCellEditMode({ id, field: 'title', deleteValue: true });
    });
  };

  return (
    <Toolbar>
      <Button size="small" startIcon={<GridAddIcon />} onClick={addTask}>
        Add task
      </Button>
      <Box sx={{ flex: 1 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
        {selectedIds.size} selected
      </Typography>
      <ToolbarButton
        aria-label="Delete selected tasks"
        onClick={() => actions?.deleteTasks([...selectedIds.keys()])}
        disabled={selectedIds.size === 0}
      >
        <GridDeleteIcon fontSize="small" />
      </ToolbarButton>
    </Toolbar>
  );
}

export default function ToolbarActionsGrid() {
  const [rows, setRows] = React.useState<Task[]>(initialRows);
  const nextId = React.useRef(initialRows.length + 1);

  const actions = React.useMemo<TaskActions>(
    () => ({
      addTask: () => {
        const id = nextId.current;
        nextId.current += 1;
        setRows((previous) => [
          ...previous,
          { id, title: `New task ${id}`, owner: '', estimate: 1 },
        ]);
        return id;
      },
      deleteTasks: (ids) =>
        setRows((previous) => previous.filter((row) => !ids.includes(row.id))),
    }),
    [],
  );

  const processRowUpdate = (newRow: Task) => {
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  };

  return (
    <TaskActionsContext.Provider value={actions}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          processRowUpdate={processRowUpdate}
          slots={{ toolbar: TaskToolbar }}
          showToolbar
          hideFooter
        />
      </Box>
    </TaskActionsContext.Provider>
  );
}
