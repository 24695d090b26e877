import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import {
  DataGrid,
  GridColumnMenu,
  GridSearchIcon,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 31);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

const HighlightContext = React.createContext<(field: string | null) => void>(
  () => {},
);

function HighlightColumnItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const setHighlighted = React.useContext(HighlightContext);
  return (
    <MenuItem
      onClick={(event) => {
        setHighlighted(colDef.field);
        onClick(event);
      }}
    >
      <ListItemIcon>
        <GridSearchIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Highlight column</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // Remove the "Filter" item, add our own item.
        columnMenuFilterItem: null,
        columnMenuHighlightItem: HighlightColumnItem,
      }}
      slotProps={{
        // Between the sort items (10) and the column items (30).
        columnMenuHighlightItem: { displayOrder: 15 },
      }}
    />
  );
}

export default function CustomColumnMenuGrid() {
  const [highlighted, setHighlighted] = React.useState<string | null>('department');

  return (
    <HighlightContext.Provider value={setHighlighted}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          rows={rows}
          columns={columns}
          slots={{ columnMenu: CustomColumnMenu }}
          getCellClassName={(params) =>
            params.field === highlighted ? 'highlighted-cell' : ''
          }
          sx={{
            '& .highlighted-cell': { backgroundColor: 'rgba(25, 118, 210, 0.12)' },
          }}
        />
      </Box>
    </HighlightContext.Provider>
  );
}
