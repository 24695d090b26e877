import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  useGridApiContext,
  type GridColDef,
  type GridOverlayProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 91);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

// Shown when filters hide every row: explains why and offers the way out.
function NoMatchesOverlay(props: GridOverlayProps) {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay {...props}>
      <Stack spacing={1} sx={{ alignItems: 'center', p: 2, textAlign: 'center' }}>
        <Typography variant="subtitle1">No one matches these filters</Typography>
        <Typography variant="body2" color="text.secondary">
          Try a shorter search, or start again from the full list.
        </Typography>
        {/* The overlay's controls work as anywhere else: clearing the filters brings the rows back. */}
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current.setFilterModel({ items: [], quickFilterValues: [] })
          }
        >
          Clear all filters
        </Button>
      </Stack>
    </GridOverlay>
  );
}

function EmptyTeamOverlay(props: GridOverlayProps) {
  return (
    <GridOverlay {...props}>
      <Typography variant="body2" color="text.secondary">
        This team has no members yet.
      </Typography>
    </GridOverlay>
  );
}

export default function CustomOverlaysGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{
          noResultsOverlay: NoMatchesOverlay,
          noRowsOverlay: EmptyTeamOverlay,
        }}
        initialState={{
          filter: { filterModel: { items: [], quickFilterValues: ['Atlantis'] } },
        }}
      />
    </Box>
  );
}
