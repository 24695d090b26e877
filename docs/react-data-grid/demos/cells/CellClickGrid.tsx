import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { formatDuration, members, type ClubMember } from './runningClub';

const columns: GridColDef<ClubMember>[] = [
  {
    field: 'name',
    headerName: 'Member',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    cellClassName: 'cell--clickable',
  },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'distance', headerName: 'Km this month', type: 'number', width: 130 },
  {
    field: 'best10k',
    headerName: 'Best 10 km',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => formatDuration(value),
  },
];

export default function CellClickGrid() {
  const [selected, setSelected] = React.useState<ClubMember | null>(null);
  const [lastClick, setLastClick] = React.useState('Click any cell.');

  const handleCellClick: GridEventListener<'cellClick'> = (params) => {
    const member = params.row as ClubMember;
    setLastClick(
      `${params.colDef.headerName} of ${member.firstName}: ${String(params.formattedValue)}`,
    );
    if (params.field === 'name') {
      setSelected(member);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Box sx={{ flex: 1, minWidth: 0, height: 380 }}>
        <DataGrid
          rows={members}
          columns={columns}
          onCellClick={handleCellClick}
          hideFooter
          sx={{ '& .cell--clickable': { cursor: 'pointer', color: 'primary.main' } }}
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, width: { sm: 220 }, flexShrink: 0 }}>
        <Typography variant="caption" color="text.secondary">
          Last click
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {lastClick}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          Member card
        </Typography>
        {selected ? (
          <Typography variant="body2" component="div">
            <strong>
              {selected.firstName} {selected.lastName}
            </strong>
            <div>{selected.email}</div>
            <div>
              {selected.distance} of {selected.goal} km this month
            </div>
          </Typography>
        ) : (
          <Typography variant="body2">Click a name to open it here.</Typography>
        )}
      </Paper>
    </Stack>
  );
}
