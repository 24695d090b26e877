import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Team {
  id: number;
  team: string;
  played: number;
  points: number;
}

const teams: Team[] = [
  { id: 1, team: 'Riverside Rovers', played: 10, points: 22 },
  { id: 2, team: 'Harbour Athletic', played: 10, points: 20 },
  { id: 3, team: 'Millbrook Town', played: 10, points: 19 },
  { id: 4, team: 'Ashford United', played: 10, points: 17 },
  { id: 5, team: 'Kestrel FC', played: 10, points: 15 },
];

const columns: GridColDef<Team>[] = [
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 160 },
  { field: 'played', headerName: 'Played', type: 'number', width: 90 },
  {
    field: 'points',
    headerName: 'Points',
    type: 'number',
    width: 100,
    editable: true,
  },
];

export default function LeagueTableResortGrid() {
  const apiRef = useGridApiRef();

  // A win adds a match and three points; the grid sorts the updated row again.
  const recordWin = (id: number) => {
    const team = apiRef.current?.getRow<Team>(id);
    if (team) {
      apiRef.current?.updateRows([
        { id, played: team.played + 1, points: team.points + 3 },
      ]);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => recordWin(5)}>
          Kestrel FC wins
        </Button>
        <Button size="small" variant="outlined" onClick={() => recordWin(4)}>
          Ashford United wins
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid
          apiRef={apiRef}
          rows={teams}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'points', sort: 'desc' }] },
          }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
