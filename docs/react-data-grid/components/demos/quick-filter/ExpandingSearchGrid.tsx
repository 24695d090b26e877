import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCloseIcon,
  GridSearchIcon,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(80, 52);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

// Collapsed, the input has no width; expanded, it grows. It stays in the DOM, so it can take focus.
const searchStyles = {
  display: 'flex',
  '& .search': { display: 'flex', alignItems: 'center' },
  '& .search-control': {
    width: 0,
    opacity: 0,
    overflow: 'hidden',
    transition: 'width 200ms, opacity 200ms',
  },
  '& .search--expanded .search-control': { width: 220, opacity: 1 },
  '& .search-clear': { display: 'none' },
  '& .search--expanded .search-clear': { display: 'inline-flex' },
};

function SearchToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle1" sx={{ flex: 1, mx: 0.5, fontWeight: 500 }}>
        People
      </Typography>
      <Box sx={searchStyles}>
        {/* className receives the quick filter state: { value, expanded }. */}
        <QuickFilter
          className={(state) =>
            state.expanded ? 'search search--expanded' : 'search'
          }
        >
          <QuickFilterTrigger render={<ToolbarButton aria-label="Search" />}>
            <GridSearchIcon fontSize="small" />
          </QuickFilterTrigger>
          <QuickFilterControl
            className="search-control"
            aria-label="Search people"
            placeholder="Name, role, country…"
            size="small"
            // QuickFilter focuses this ref on expanding: hand it the input, not the field's frame.
            render={({ ref, ...controlProps }) => (
              <TextField {...controlProps} inputRef={ref} />
            )}
          />
          <QuickFilterClear
            className="search-clear"
            render={<ToolbarButton aria-label="Clear search" />}
          >
            <GridCloseIcon fontSize="small" />
          </QuickFilterClear>
        </QuickFilter>
      </Box>
    </Toolbar>
  );
}

export default function ExpandingSearchGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: SearchToolbar }}
        showToolbar
      />
    </Box>
  );
}
