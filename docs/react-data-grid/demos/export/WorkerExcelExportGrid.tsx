import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';
import { addSalaryTotal } from './addSalaryTotal';
import { createExcelWorker } from './createExcelWorker';

const rows = createEmployees(20000, 11);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

type Thread = 'in a web worker' | 'on the main thread';

// From now until the returned function is called: the longest time the page went
// without drawing a frame.
function watchFrames() {
  let longest = 0;
  let last = performance.now();
  let request = requestAnimationFrame(function frame(now) {
    longest = Math.max(longest, now - last);
    last = now;
    request = requestAnimationFrame(frame);
  });
  return () => {
    cancelAnimationFrame(request);
    return Math.round(Math.max(longest, performance.now() - last));
  };
}

export default function WorkerExcelExportGrid() {
  const apiRef = useGridApiRef();
  const [thread, setThread] = React.useState<Thread | null>(null);
  const [pending, setPending] = React.useState(false);
  const [longestPause, setLongestPause] = React.useState<number | null>(null);
  const stopWatching = React.useRef<(() => number) | null>(null);
  // Stop counting frames if the demo goes away during an export.
  React.useEffect(
    () => () => {
      stopWatching.current?.();
    },
    [],
  );

  const exportIn = (where: Thread) => {
    setThread(where);
    setLongestPause(null);
    stopWatching.current = watchFrames();
    void apiRef.current?.exportDataAsExcel(
      where === 'in a web worker'
        ? { fileName: 'salaries-worker', worker: createExcelWorker }
        : { fileName: 'salaries-main-thread', exceljsPostProcess: addSalaryTotal },
    );
  };

  // The grid calls this with 'pending' when it starts and 'finished' once the file
  // is ready, with or without a worker.
  const onExcelExportStateChange = (state: 'pending' | 'finished') => {
    setPending(state === 'pending');
    if (state === 'finished' && stopWatching.current) {
      setLongestPause(stopWatching.current());
      stopWatching.current = null;
    }
  };

  let status =
    'Export the 20,000 rows both ways and compare how long the page froze.';
  if (pending) status = `Building the workbook ${thread}…`;
  else if (longestPause !== null) {
    status = `Built ${thread}. The longest the page went without drawing a frame: ${longestPause.toLocaleString('en-US')} ms.`;
  }

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          size="small"
          disabled={pending}
          onClick={() => exportIn('in a web worker')}
        >
          Export in a worker
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={pending}
          onClick={() => exportIn('on the main thread')}
        >
          Export on the main thread
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ minHeight: 40 }}>
        {status}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onExcelExportStateChange={onExcelExportStateChange}
        />
      </Box>
    </Stack>
  );
}
