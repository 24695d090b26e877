import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const initialRows = createEmployees(20, 73);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
  },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

interface PendingChange {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

export default function ConfirmRaiseGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [pending, setPending] = React.useState<PendingChange | null>(null);

  // The grid waits on this promise; the dialog settles it with the new or the old row.
  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    if (newRow.salary === oldRow.salary) {
      return oldRow;
    }
    return new Promise<Employee>((resolve) => {
      setPending({ newRow, oldRow, resolve });
    });
  };

  const answer = (keep: boolean) => {
    if (!pending) return;
    const row = keep ? pending.newRow : pending.oldRow;
    if (keep) {
      // Keep your own rows in step: the next rows array you pass replaces the grid's rows.
      setRows((current) => current.map((item) => (item.id === row.id ? row : item)));
    }
    pending.resolve(row);
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} />
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Change this salary?</DialogTitle>
        <DialogContent>
          {pending ? (
            <DialogContentText>
              {pending.oldRow.name}: from {usd.format(pending.oldRow.salary)} to{' '}
              {usd.format(pending.newRow.salary)}.
            </DialogContentText>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Keep the old salary</Button>
          <Button variant="contained" onClick={() => answer(true)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
