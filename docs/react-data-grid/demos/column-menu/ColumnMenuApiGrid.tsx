import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 32);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180, disableColumnMenu: true },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function ColumnMenuApiGrid() {
  const apiRef = useGridApiRef();
  const [openCount, setOpenCount] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.showColumnMenu('country')}
        >
          Open the Country menu
        </Button>
        <Typography variant="body2">Menus opened so far: {openCount}</Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          onMenuOpen={() => setOpenCount((count) => count + 1)}
        />
      </Box>
    </Box>
  );
}
