import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
  type GridScrollParams,
} from '@mui/x-data-grid';

interface LogLine {
  id: number;
  time: string;
  level: 'info' | 'warning' | 'error';
  message: string;
}

const LEVELS: LogLine['level'][] = [
  'info',
  'info',
  'warning',
  'info',
  'info',
  'info',
  'error',
  'info',
  'info',
  'warning',
  'info',
];
const MESSAGES = [
  'Request served',
  'Cache refreshed',
  'Slow query',
  'User signed in',
  'Payment failed',
  'Job finished',
];

// 100 deterministic log lines; every eleventh line is an error.
const rows: LogLine[] = Array.from({ length: 100 }, (_unused, index) => {
  const id = index + 1;
  const seconds = id * 7;
  return {
    id,
    time: `12:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`,
    level: LEVELS[(id * 5) % LEVELS.length] ?? 'info',
    message: `${MESSAGES[id % MESSAGES.length]} #${id}`,
  };
});

const columns: GridColDef<LogLine>[] = [
  { field: 'id', headerName: '#', width: 70 },
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'level', headerName: 'Level', width: 100 },
  { field: 'message', headerName: 'Message', flex: 1, minWidth: 200 },
];

export default function JumpToErrorGrid() {
  const apiRef = useGridApiRef();
  const [position, setPosition] = React.useState<GridScrollParams>({
    top: 0,
    left: 0,
  });
  const [current, setCurrent] = React.useState<number | null>(null);

  // The parent's effect runs after the grid has mounted, so apiRef.current is available here.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', (params) =>
        setPosition(params),
      ),
    [apiRef],
  );

  const jump = (direction: 1 | -1) => {
    if (!apiRef.current) {
      return;
    }
    // Rows in display order, so the jump respects the current sort and filter.
    const entries = gridExpandedSortedRowEntriesSelector(apiRef);
    const errorIndexes = entries.flatMap((entry, index) =>
      (entry.model as LogLine).level === 'error' ? [index] : [],
    );
    if (errorIndexes.length === 0) {
      return;
    }
    const from = current ?? -1;
    const next =
      direction === 1
        ? (errorIndexes.find((index) => index > from) ?? errorIndexes[0])
        : ([...errorIndexes].reverse().find((index) => index < from) ??
          errorIndexes[errorIndexes.length - 1]);
    if (next === undefined) {
      return;
    }
    setCurrent(next);
    apiRef.current.scrollToIndexes({ rowIndex: next });
    const entry = entries[next];
    if (entry) {
      apiRef.current.setRowSelectionModel({
        type: 'include',
        ids: new Set([entry.id]),
      });
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button size="small" variant="outlined" onClick={() => jump(-1)}>
          Previous error
        </Button>
        <Button size="small" variant="contained" onClick={() => jump(1)}>
          Next error
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
          scrollTop: {Math.round(position.top)} px
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          density="compact"
          hideFooter
        />
      </Box>
    </Stack>
  );
}
