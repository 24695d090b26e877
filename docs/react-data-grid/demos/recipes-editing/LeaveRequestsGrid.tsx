import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridEditInputCell,
  type GridColDef,
  type GridPreProcessEditCellProps,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type LeaveType = 'Holiday' | 'Sick leave' | 'Training';

interface LeaveRequest {
  id: number;
  employee: string;
  type: LeaveType;
  days: number;
  note: string;
}

const rows: LeaveRequest[] = [
  { id: 1, employee: 'Adaeze Nwosu', type: 'Holiday', days: 5, note: '' },
  {
    id: 2,
    employee: 'Luka Horvat',
    type: 'Training',
    days: 2,
    note: 'First aid refresher',
  },
  { id: 3, employee: 'Maren Holt', type: 'Sick leave', days: 1, note: '' },
];

/** The default input, outlined in red with the reason while the value is refused. */
function NoteEditCell(params: GridRenderEditCellParams<LeaveRequest, string>) {
  const refused = Boolean(params.error);
  return (
    <Tooltip open={refused} title="Name the course" placement="bottom-start">
      <Box
        sx={{
          width: '100%',
          height: '100%',
          display: 'flex',
          outline: refused ? '2px solid' : 'none',
          outlineColor: 'error.main',
          outlineOffset: -2,
        }}
      >
        <GridEditInputCell {...params} />
      </Box>
    </Tooltip>
  );
}

const columns: GridColDef<LeaveRequest>[] = [
  { field: 'employee', headerName: 'Employee', width: 150 },
  {
    field: 'type',
    headerName: 'Type',
    type: 'singleSelect',
    valueOptions: ['Holiday', 'Sick leave', 'Training'],
    width: 130,
    editable: true,
  },
  { field: 'days', headerName: 'Days', type: 'number', width: 80, editable: true },
  {
    field: 'note',
    headerName: 'Note',
    flex: 1,
    minWidth: 180,
    editable: true,
    // Runs when the note changes, and again when another field of the row does.
    preProcessEditCellProps: (
      params: GridPreProcessEditCellProps<string, LeaveRequest>,
    ) => {
      const type = params.otherFieldsProps?.type?.value as LeaveType | undefined;
      const note = String(params.props.value ?? '').trim();
      return { ...params.props, error: type === 'Training' && note === '' };
    },
    renderEditCell: (params: GridRenderEditCellParams<LeaveRequest, string>) => (
      <NoteEditCell {...params} />
    ),
  },
];

export default function LeaveRequestsGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
