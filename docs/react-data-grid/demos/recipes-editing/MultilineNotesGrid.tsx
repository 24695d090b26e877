import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

interface RepairJob {
  id: number;
  bike: string;
  customer: string;
  notes: string;
}

const rows: RepairJob[] = [
  {
    id: 1,
    bike: 'Canal 3-speed',
    customer: 'Ines Duarte',
    notes: 'Rear hub clicks under load.\nRegrease the pawls, check the chain line.',
  },
  {
    id: 2,
    bike: 'Col du Vent',
    customer: 'Tomasz Wrona',
    notes: 'Full service before the spring sportive.',
  },
  {
    id: 3,
    bike: 'Long John 2',
    customer: 'Ama Mensah',
    notes: 'Front brake rubs.\nBox latch loose.\nCall before fitting new pads.',
  },
  { id: 4, bike: 'Pip 16"', customer: 'Lea Brandt', notes: '' },
];

/** Positions the editor over the cell it edits: below the cell's top edge by minus its height. */
const coverTheCell = [
  {
    name: 'offset',
    options: {
      offset: ({ reference }: { reference: { height: number } }) => [
        0,
        -reference.height,
      ],
    },
  },
];

function NotesEditCell(props: GridRenderEditCellParams<RepairJob, string>) {
  const { id, field, value, colDef, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [cell, setCell] = React.useState<HTMLDivElement | null>(null);
  const [input, setInput] = React.useState<HTMLTextAreaElement | null>(null);

  React.useLayoutEffect(() => {
    if (hasFocus && input) {
      input.focus();
      // Put the caret after the text, where a reader continues a note.
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [hasFocus, input]);

  const handleChange = (event: React.ChangeEvent<HTMLTextAreaElement>) => {
    void apiRef.current.setEditCellValue(
      { id, field, value: event.target.value },
      event,
    );
  };

  // Shift+Enter starts a new line. The grid must not receive it: Enter alone saves the cell.
  const handleKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && event.shiftKey) {
      event.stopPropagation();
    }
  };

  return (
    <Box ref={setCell} sx={{ alignSelf: 'stretch', width: '100%' }}>
      {cell && (
        <Popper
          open
          anchorEl={cell}
          placement="bottom-start"
          modifiers={coverTheCell}
        >
          <Paper elevation={4} sx={{ width: colDef.computedWidth, px: 1.5, py: 1 }}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              value={value ?? ''}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              inputRef={setInput}
              inputProps={{ 'aria-label': 'Workshop notes' }}
              sx={{ typography: 'body2' }}
            />
          </Paper>
        </Popper>
      )}
    </Box>
  );
}

const columns: GridColDef<RepairJob>[] = [
  { field: 'bike', headerName: 'Bike', width: 150 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  {
    field: 'notes',
    headerName: 'Workshop notes',
    flex: 1,
    minWidth: 260,
    editable: true,
    cellClassName: 'notes-cell',
    renderEditCell: (params: GridRenderEditCellParams<RepairJob, string>) => (
      <NotesEditCell {...params} />
    ),
  },
];

export default function MultilineNotesGrid() {
  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        hideFooter
        sx={{
          '& .MuiDataGrid-cell': { py: 1 },
          // Show the saved line breaks.
          '& .MuiDataGrid-cell.notes-cell': { whiteSpace: 'pre-line' },
        }}
      />
    </Box>
  );
}
