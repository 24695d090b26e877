import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridSortModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 64);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 120 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 90 },
];

/** How many lines the log keeps: the newest first, older ones drop off. */
const MAX_ENTRIES = 8;

interface LogEntry {
  id: number;
  event: string;
  detail: string;
}

function describeSort(model: GridSortModel): string {
  return model.length === 0
    ? 'no sorting'
    : model.map((item) => `${item.field} ${item.sort ?? 'unsorted'}`).join(', ');
}

export default function EventLogGrid() {
  const apiRef = useGridApiRef();
  const [entries, setEntries] = React.useState<LogEntry[]>([]);
  const nextId = React.useRef(1);

  const log = React.useCallback((event: string, detail: string) => {
    const id = nextId.current;
    nextId.current += 1;
    setEntries((previous) =>
      [{ id, event, detail }, ...previous].slice(0, MAX_ENTRIES),
    );
  }, []);

  // Stable handlers: new functions on every log line would make the grid render again for nothing.
  const handlers = React.useMemo(() => {
    const onCellClick: GridEventListener<'cellClick'> = (params) =>
      log('cellClick', `${params.field} of row ${params.id}`);
    const onCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params) =>
      log('cellDoubleClick', `${params.field} of row ${params.id}`);
    const onCellKeyDown: GridEventListener<'cellKeyDown'> = (params, event) =>
      log('cellKeyDown', `"${event.key}" in ${params.field} of row ${params.id}`);
    const onColumnHeaderClick: GridEventListener<'columnHeaderClick'> = (params) =>
      log('columnHeaderClick', params.field);
    const onSortModelChange = (model: GridSortModel) =>
      log('sortModelChange', describeSort(model));
    return {
      onCellClick,
      onCellDoubleClick,
      onCellKeyDown,
      onColumnHeaderClick,
      onSortModelChange,
    };
  }, [log]);

  // The second way to listen: subscribe through the API object. The returned function unsubscribes.
  React.useEffect(() => {
    const handleWidthChange: GridEventListener<'columnWidthChange'> = (params) => {
      log(
        'columnWidthChange',
        `${params.colDef.field} is now ${Math.round(params.width)}px`,
      );
    };
    return apiRef.current?.subscribeEvent('columnWidthChange', handleWidthChange);
  }, [apiRef, log]);

  return (
    <Box
      sx={{
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooterSelectedRowCount
          {...handlers}
        />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Event log"
        sx={{
          width: { xs: 'auto', sm: 210 },
          height: { xs: 150, sm: 'auto' },
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 1.5,
            py: 0.5,
          }}
        >
          <Typography variant="subtitle2">Event log</Typography>
          <Button
            size="small"
            onClick={() => setEntries([])}
            disabled={entries.length === 0}
          >
            Clear
          </Button>
        </Stack>
        {entries.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1.5 }}>
            Click, double-click, sort, resize a column or press a key in a cell.
          </Typography>
        ) : (
          <List dense disablePadding sx={{ overflowY: 'auto', flex: 1 }}>
            {entries.map((entry) => (
              <ListItem key={entry.id} sx={{ py: 0 }}>
                <ListItemText
                  primary={entry.event}
                  secondary={entry.detail}
                  slotProps={{
                    primary: { sx: { fontFamily: 'monospace', fontSize: 13 } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
    </Box>
  );
}
