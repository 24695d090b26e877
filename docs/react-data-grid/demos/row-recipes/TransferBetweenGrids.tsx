import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Story {
  id: number;
  title: string;
  points: number;
}

const backlog: Story[] = [
  { id: 1, title: 'Reset password by SMS', points: 5 },
  { id: 2, title: 'Export orders to CSV', points: 3 },
  { id: 3, title: 'Dark theme', points: 8 },
  { id: 4, title: 'Invoice reminders', points: 3 },
  { id: 5, title: 'Two-step sign-in', points: 13 },
];

const columns: GridColDef<Story>[] = [
  { field: 'title', headerName: 'Story', flex: 1 },
  { field: 'points', headerName: 'Pts', type: 'number', width: 70 },
];

const none: GridRowSelectionModel = { type: 'include', ids: new Set() };

// "Select all" can answer with an exclude model: every row except the listed ids.
function isSelected(selection: GridRowSelectionModel, id: number) {
  return selection.type === 'include'
    ? selection.ids.has(id)
    : !selection.ids.has(id);
}

function split(from: Story[], selection: GridRowSelectionModel) {
  return {
    moved: from.filter((row) => isSelected(selection, row.id)),
    kept: from.filter((row) => !isSelected(selection, row.id)),
  };
}

export default function TransferBetweenGrids() {
  const [left, setLeft] = React.useState(backlog);
  const [right, setRight] = React.useState<Story[]>([]);
  const [leftSelection, setLeftSelection] = React.useState(none);
  const [rightSelection, setRightSelection] = React.useState(none);

  const moveRight = () => {
    const { moved, kept } = split(left, leftSelection);
    setLeft(kept);
    setRight((prev) => [...prev, ...moved]);
    setLeftSelection(none);
  };
  const moveLeft = () => {
    const { moved, kept } = split(right, rightSelection);
    setRight(kept);
    setLeft((prev) => [...prev, ...moved].sort((a, b) => a.id - b.id));
    setRightSelection(none);
  };

  const sprintPoints = right.reduce((sum, row) => sum + row.points, 0);

  return (
    <Stack direction="row" spacing={1} sx={{ height: 360, width: '100%' }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">Backlog</Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataGrid
            rows={left}
            columns={columns}
            checkboxSelection
            rowSelectionModel={leftSelection}
            onRowSelectionModelChange={setLeftSelection}
            hideFooter
          />
        </Box>
      </Stack>
      <Stack spacing={1} sx={{ justifyContent: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          onClick={moveRight}
          disabled={!left.some((row) => isSelected(leftSelection, row.id))}
          aria-label="Move to sprint"
        >
          →
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={moveLeft}
          disabled={!right.some((row) => isSelected(rightSelection, row.id))}
          aria-label="Move to backlog"
        >
          ←
        </Button>
      </Stack>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2">Sprint ({sprintPoints} points)</Typography>
        <Box sx={{ flex: 1, minHeight: 0 }}>
          <DataGrid
            rows={right}
            columns={columns}
            checkboxSelection
            rowSelectionModel={rightSelection}
            onRowSelectionModelChange={setRightSelection}
            hideFooter
          />
        </Box>
      </Stack>
    </Stack>
  );
}
