import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  family: string;
  light: string;
  waterEveryDays: number;
}

const rows: Plant[] = [
  {
    id: 1,
    name: 'Monstera',
    family: 'Araceae',
    light: 'Bright, indirect',
    waterEveryDays: 7,
  },
  {
    id: 2,
    name: 'Snake plant',
    family: 'Asparagaceae',
    light: 'Low to bright',
    waterEveryDays: 21,
  },
  {
    id: 3,
    name: 'Calathea',
    family: 'Marantaceae',
    light: 'Medium',
    waterEveryDays: 5,
  },
  {
    id: 4,
    name: 'Jade plant',
    family: 'Crassulaceae',
    light: 'Direct sun',
    waterEveryDays: 14,
  },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', width: 150 },
  { field: 'family', headerName: 'Family', width: 150 },
  { field: 'light', headerName: 'Light', width: 150 },
  {
    field: 'waterEveryDays',
    headerName: 'Water every (days)',
    type: 'number',
    width: 160,
  },
];

// Filtering is what users of this grid do most: put it first.
function FilterFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 },
        columnMenuSortItem: { displayOrder: 20 },
      }}
    />
  );
}

export default function ReorderedMenuItemsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: FilterFirstColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
