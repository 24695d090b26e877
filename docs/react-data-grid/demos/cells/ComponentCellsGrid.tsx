import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { members, type ClubMember, type MemberStatus } from './runningClub';

const STATUS_COLORS = {
  Active: 'success',
  Injured: 'warning',
  New: 'info',
} as const;

function StatusChip(props: GridRenderCellParams<ClubMember, MemberStatus>) {
  if (!props.value) {
    return null;
  }
  return (
    <Chip size="small" label={props.value} color={STATUS_COLORS[props.value]} />
  );
}

function GoalProgress(props: GridRenderCellParams<ClubMember, number>) {
  const share = props.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={Math.min(share, 1) * 100}
        color={share >= 1 ? 'success' : 'primary'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label="Distance towards the goal"
      />
      <Typography variant="body2" sx={{ minWidth: 84, textAlign: 'right' }}>
        {props.row.distance} / {props.row.goal} km
      </Typography>
    </Box>
  );
}

const columns: GridColDef<ClubMember>[] = [
  {
    field: 'name',
    headerName: 'Member',
    flex: 1,
    minWidth: 150,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 110,
    display: 'flex',
    renderCell: (params) => <StatusChip {...params} />,
  },
  {
    field: 'progress',
    headerName: 'Monthly goal',
    type: 'number',
    width: 240,
    display: 'flex',
    // The cell shows a bar, but the value is a plain ratio: it sorts and filters as a number.
    valueGetter: (_value, row) => row.distance / row.goal,
    renderCell: (params) => <GoalProgress {...params} />,
  },
];

export default function ComponentCellsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={members} columns={columns} hideFooter />
    </Box>
  );
}
