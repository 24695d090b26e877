import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Match {
  id: number;
  home: string;
  away: string;
  score: string;
  attendance: number;
  referee: string;
}

const rows: Match[] = [
  {
    id: 1,
    home: 'Harbour FC',
    away: 'Millbrook United',
    score: '2–1',
    attendance: 8412,
    referee: 'D. Okafor',
  },
  {
    id: 2,
    home: 'Eastfield Rovers',
    away: 'Kingsgate',
    score: '0–0',
    attendance: 5120,
    referee: 'M. Lindqvist',
  },
  {
    id: 3,
    home: 'Northvale',
    away: 'Harbour FC',
    score: '1–3',
    attendance: 6904,
    referee: 'R. Santos',
  },
];

const columns: GridColDef<Match>[] = [
  { field: 'home', headerName: 'Home', width: 150 },
  { field: 'away', headerName: 'Away', width: 150 },
  { field: 'score', headerName: 'Score', width: 90 },
  { field: 'attendance', headerName: 'Attendance', type: 'number', width: 120 },
  { field: 'referee', headerName: 'Referee', width: 140 },
];

export default function VisibilityApiGrid() {
  const apiRef = useGridApiRef();
  const [visible, setVisible] = React.useState('');

  const toggleDetails = () => {
    const api = apiRef.current;
    if (!api) {
      return;
    }
    const isVisible = api
      .getVisibleColumns()
      .some((column) => column.field === 'attendance');
    api.setColumnVisibility('attendance', !isVisible);
    api.setColumnVisibility('referee', !isVisible);
  };

  const readVisible = () => {
    const fields = apiRef.current?.getVisibleColumns().map((column) => column.field);
    setVisible(fields?.join(', ') ?? '');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={toggleDetails}>
          Toggle match details
        </Button>
        <Button size="small" variant="outlined" onClick={readVisible}>
          Read visible columns
        </Button>
        <Typography variant="body2">{visible}</Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
