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

interface Workshop {
  id: number;
  title: string;
  room: string;
  seatsSold: number;
  capacity: number;
}

const rows: Workshop[] = [
  { id: 1, title: 'Sourdough basics', room: 'K1', seatsSold: 12, capacity: 14 },
  { id: 2, title: 'Knife skills', room: 'K2', seatsSold: 8, capacity: 10 },
  { id: 3, title: 'Fresh pasta', room: 'K1', seatsSold: 16, capacity: 16 },
  { id: 4, title: 'Fermentation', room: 'K3', seatsSold: 5, capacity: 12 },
  { id: 5, title: 'Plant-based desserts', room: 'K2', seatsSold: 9, capacity: 9 },
];

// Shows the message returned by preProcessEditCellProps next to the input.
function EditCellWithMessage(props: GridRenderEditCellParams) {
  const error = props.error as string | undefined;
  return (
    <Tooltip open={Boolean(error)} title={error ?? ''} placement="bottom-start">
      <GridEditInputCell {...props} error={Boolean(error)} />
    </Tooltip>
  );
}

const columns: GridColDef<Workshop>[] = [
  {
    field: 'title',
    headerName: 'Workshop',
    flex: 1,
    minWidth: 180,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps<string>) => ({
      ...params.props,
      error: params.props.value?.trim() ? undefined : 'A title is required',
    }),
    renderEditCell: (params) => <EditCellWithMessage {...params} />,
  },
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'seatsSold', headerName: 'Seats sold', type: 'number', width: 110 },
  {
    field: 'capacity',
    headerName: 'Capacity',
    type: 'number',
    width: 120,
    editable: true,
    preProcessEditCellProps: (
      params: GridPreProcessEditCellProps<number, Workshop>,
    ) => {
      const value = params.props.value;
      const sold = params.row.seatsSold;
      let error: string | undefined;
      if (value == null || Number.isNaN(value)) {
        error = 'Enter a number';
      } else if (value < sold) {
        error = `At least ${sold}: seats already sold`;
      }
      return { ...params.props, error };
    },
    renderEditCell: (params) => <EditCellWithMessage {...params} />,
  },
];

export default function ValidationMessageGrid() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
