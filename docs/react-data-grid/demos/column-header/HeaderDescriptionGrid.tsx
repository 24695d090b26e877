import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Player {
  id: number;
  player: string;
  gp: number;
  pts: number;
  fgPct: number;
  pos: string;
}

const rows: Player[] = [
  { id: 1, player: 'Mara Okonkwo', gp: 34, pts: 18.6, fgPct: 0.512, pos: 'F' },
  { id: 2, player: 'Elin Sundberg', gp: 31, pts: 14.2, fgPct: 0.448, pos: 'G' },
  { id: 3, player: 'Yui Takeda', gp: 34, pts: 11.9, fgPct: 0.471, pos: 'G' },
  { id: 4, player: 'Ana Ferreira', gp: 28, pts: 9.4, fgPct: 0.563, pos: 'C' },
];

const columns: GridColDef<Player>[] = [
  { field: 'player', headerName: 'Player', width: 170 },
  {
    field: 'pos',
    headerName: 'Pos',
    description: 'Position: G guard, F forward, C centre',
    width: 80,
    align: 'center',
    headerAlign: 'center',
  },
  {
    field: 'gp',
    headerName: 'GP',
    description: 'Games played this season',
    type: 'number',
    width: 80,
  },
  {
    field: 'pts',
    headerName: 'PTS',
    description: 'Points per game',
    type: 'number',
    width: 90,
  },
  {
    field: 'fgPct',
    headerName: 'FG%',
    description: 'Field goal percentage: shots made out of shots taken',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `${(value * 100).toFixed(1)}%`,
  },
];

export default function HeaderDescriptionGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
