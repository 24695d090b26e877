import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  useGridApiRef,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  rainfall: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Harbour', temperature: 14.2, rainfall: 3.1 },
  { id: 2, station: 'Airport', temperature: 12.8, rainfall: 0.4 },
  { id: 3, station: 'Old town', temperature: 15.1, rainfall: 2.7 },
  { id: 4, station: 'Ridge', temperature: 9.6, rainfall: 6.3 },
  { id: 5, station: 'Valley', temperature: 13.4, rainfall: 1.9 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  {
    field: 'temperature',
    headerName: 'Temp. (°C)',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'rainfall',
    headerName: 'Rain (mm)',
    type: 'number',
    width: 120,
    editable: true,
  },
];

export default function EditFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [cell, setCell] = React.useState({ id: 1, field: 'temperature' });

  const isEditing = () =>
    apiRef.current?.getCellMode(cell.id, cell.field) === 'edit';

  const handleCellClick = (params: GridCellParams<Reading>) => {
    if (params.isEditable && !isEditing()) {
      setCell({ id: params.id as number, field: params.field });
    }
  };

  const start = () => {
    if (!isEditing()) {
      apiRef.current?.startCellEditMode(cell);
    }
  };
  const stop = (ignoreModifications: boolean) => {
    if (isEditing()) {
      apiRef.current?.stopCellEditMode({ ...cell, ignoreModifications });
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Typography variant="body2">
          Cell: {rows.find((row) => row.id === cell.id)?.station}, {cell.field}
        </Typography>
        <Button size="small" variant="outlined" onClick={start}>
          Edit
        </Button>
        <Button size="small" variant="outlined" onClick={() => stop(false)}>
          Save
        </Button>
        <Button size="small" onClick={() => stop(true)}>
          Cancel
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          hideFooter
          onCellClick={handleCellClick}
          onCellEditStop={(params, event) => {
            // Clicking the buttons must not commit the cell: only Save, Cancel, Enter, Escape or Tab stop it.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
        />
      </Box>
    </Stack>
  );
}
