import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridPageCountSelector,
  gridPaginationModelSelector,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(80, 27);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 155 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

// Where the grid starts. From then on it owns these models: people can change all of them.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'salary', sort: 'desc' }] },
  filter: {
    filterModel: {
      items: [{ field: 'department', operator: 'equals', value: 'Engineering' }],
    },
  },
  pagination: { paginationModel: { page: 0, pageSize: 5 } },
  columns: { columnVisibilityModel: { email: false } },
};

// Reads derived state with selectors: the toolbar re-renders when one of these values changes.
function ViewSummaryToolbar() {
  const apiRef = useGridApiContext();
  const { page } = useGridSelector(apiRef, gridPaginationModelSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  const matchingRows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const firstRow = matchingRows[0]?.model as Employee | undefined;

  return (
    <Toolbar>
      <Typography
        variant="body2"
        noWrap
        role="status"
        sx={{ flex: 1, minWidth: 0, mx: 0.5 }}
      >
        {matchingRows.length === 0
          ? 'No row matches'
          : `${matchingRows.length} matching rows · page ${Math.min(page + 1, pageCount)} of ${pageCount} · first: ${firstRow?.name ?? '?'}`}
      </Typography>
      <QuickFilter defaultExpanded>
        <QuickFilterControl placeholder="Search" size="small" />
      </QuickFilter>
    </Toolbar>
  );
}

export default function StartingViewGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={initialState}
        pageSizeOptions={[5, 10, 25]}
        showToolbar
        slots={{ toolbar: ViewSummaryToolbar }}
      />
    </Box>
  );
}
