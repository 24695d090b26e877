import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  status: 'Open' | 'In progress' | 'Closed';
  replies: number;
}

const subjects = [
  'Login fails on Safari',
  'Export is missing a column',
  'Invoice shows the wrong VAT',
  'Dark mode flickers',
  'Password reset email delayed',
  'Cannot upload PNG avatars',
];

const initialRows: Ticket[] = subjects.slice(0, 3).map((subject, index) => ({
  id: index + 1,
  subject,
  status: 'Open',
  replies: index,
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 60 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'status', headerName: 'Status', width: 120 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 100 },
];

const nextStatus: Record<Ticket['status'], Ticket['status']> = {
  Open: 'In progress',
  'In progress': 'Closed',
  Closed: 'Open',
};

export default function StateRowUpdatesGrid() {
  const [rows, setRows] = React.useState<Ticket[]>(initialRows);

  const addTicket = () => {
    setRows((previous) => {
      const id = previous.reduce((max, row) => Math.max(max, row.id), 0) + 1;
      const subject = subjects[(id - 1) % subjects.length] ?? 'New ticket';
      return [...previous, { id, subject, status: 'Open', replies: 0 }];
    });
  };

  const advanceFirstOpen = () => {
    setRows((previous) => {
      const target = previous.find((row) => row.status !== 'Closed');
      if (!target) {
        return previous;
      }
      // Replace the changed row with a new object; every other row keeps its reference.
      return previous.map((row) =>
        row.id === target.id
          ? { ...row, status: nextStatus[row.status], replies: row.replies + 1 }
          : row,
      );
    });
  };

  const removeClosed = () => {
    setRows((previous) => previous.filter((row) => row.status !== 'Closed'));
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={addTicket}>
          Add ticket
        </Button>
        <Button size="small" variant="outlined" onClick={advanceFirstOpen}>
          Advance first unclosed ticket
        </Button>
        <Button size="small" variant="outlined" onClick={removeClosed}>
          Remove closed tickets
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
