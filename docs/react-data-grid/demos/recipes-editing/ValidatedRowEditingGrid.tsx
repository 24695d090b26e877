import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridRowEditStopReasons,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  start: number;
  end: number;
}

const initialRows: Shift[] = [
  { id: 1, nurse: 'Adaeze Nwosu', ward: 'Maternity', start: 7, end: 15 },
  { id: 2, nurse: 'Luka Horvat', ward: 'Emergency', start: 15, end: 23 },
  { id: 3, nurse: 'Maren Holt', ward: 'Paediatrics', start: 8, end: 16 },
  { id: 4, nurse: 'Rohan Mehta', ward: 'Emergency', start: 12, end: 20 },
];

const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 150, editable: true },
  { field: 'ward', headerName: 'Ward', width: 130, editable: true },
  {
    field: 'start',
    headerName: 'Start',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: hour,
  },
  {
    field: 'end',
    headerName: 'End',
    type: 'number',
    width: 100,
    editable: true,
    valueFormatter: hour,
  },
];

/** Rules that involve several fields of the row; returns the problems found. */
function checkShift(shift: Shift): string[] {
  const problems: string[] = [];
  if (!shift.nurse?.trim()) {
    problems.push('Enter a name.');
  }
  if (!Number.isFinite(shift.start) || !Number.isFinite(shift.end)) {
    problems.push('Enter both hours.');
  } else if (shift.start < 0 || shift.end > 24) {
    problems.push('Hours go from 0 to 24.');
  } else if (shift.end <= shift.start) {
    problems.push('The shift must end after it starts.');
  } else if (shift.end - shift.start > 12) {
    problems.push('A shift lasts 12 hours at most.');
  }
  return problems;
}

export default function ValidatedRowEditingGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const [error, setError] = React.useState<string | null>(null);

  const processRowUpdate = (newRow: Shift) => {
    const problems = checkShift(newRow);
    if (problems.length > 0) {
      // Throwing keeps the row in edit mode and calls onProcessRowUpdateError.
      throw new Error(problems.join(' '));
    }
    setError(null);
    setRows((previous) =>
      previous.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  };

  // Escape throws the changes away, and the message with them.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params) => {
    if (params.reason === GridRowEditStopReasons.escapeKeyDown) {
      setError(null);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Alert severity={error ? 'error' : 'info'} sx={{ mb: 1 }}>
        {error ?? 'Double-click a shift, change it, and press Enter to save.'}
      </Alert>
      <Box sx={{ height: 300 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(caught: Error) => setError(caught.message)}
          onRowEditStop={handleRowEditStop}
          hideFooter
        />
      </Box>
    </Box>
  );
}
