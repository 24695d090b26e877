import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  type GridCellModesModel,
  type GridColDef,
} from '@mui/x-data-grid';

interface Chore {
  id: number;
  task: string;
  owner: string;
  minutes: number;
}

const rows: Chore[] = [
  { id: 1, task: 'Water the plants', owner: 'Robin', minutes: 10 },
  { id: 2, task: 'Empty the dishwasher', owner: 'Sam', minutes: 15 },
  { id: 3, task: 'Take out recycling', owner: 'Alex', minutes: 5 },
  { id: 4, task: 'Hoover the stairs', owner: 'Robin', minutes: 20 },
  { id: 5, task: 'Clean the fridge', owner: 'Sam', minutes: 30 },
];

const columns: GridColDef<Chore>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  {
    field: 'minutes',
    headerName: 'Minutes',
    type: 'number',
    width: 110,
    editable: true,
  },
];

// The same mode for the Minutes cell of every row.
const minutesModel = (
  mode: GridCellModes,
  ignoreModifications = false,
): GridCellModesModel =>
  Object.fromEntries(
    rows.map((row) => [
      row.id,
      {
        minutes:
          mode === GridCellModes.Edit
            ? { mode: GridCellModes.Edit }
            : { mode: GridCellModes.View, ignoreModifications },
      },
    ]),
  );

export default function ControlledCellModesGrid() {
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCellModesModel(minutesModel(GridCellModes.Edit))}
        >
          Edit all minutes
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setCellModesModel(minutesModel(GridCellModes.View))}
        >
          Save all
        </Button>
        <Button
          size="small"
          onClick={() => setCellModesModel(minutesModel(GridCellModes.View, true))}
        >
          Discard all
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          hideFooter
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={(params, event) => {
            // Clicking a button must not commit the focused cell on its own.
            if (params.reason === GridCellEditStopReasons.cellFocusOut) {
              event.defaultMuiPrevented = true;
            }
          }}
        />
      </Box>
    </Stack>
  );
}
