import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridFilteredSortedRowEntriesSelector,
  gridFilteredSortedTopLevelRowEntriesSelector,
  gridRowTreeSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 7);

const columns: GridColDef<Employee>[] = [
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 180 },
];

// Replaces the footer's row count, which counts only the top-level rows:
// with grouping, those are the groups.
function GroupAndEmployeeCount() {
  const apiRef = useGridApiContext();
  const topLevelRows = useGridSelector(
    apiRef,
    gridFilteredSortedTopLevelRowEntriesSelector,
  );
  // Every row that passes the filters, group rows included, at any depth,
  // collapsed or not: the employees are its leaves.
  const filteredRows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const tree = useGridSelector(apiRef, gridRowTreeSelector);
  const employees = filteredRows.filter(
    ({ id }) => tree[id]?.type === 'leaf',
  ).length;

  const departments = topLevelRows.length;
  return (
    <Typography variant="body2" sx={{ px: 2 }}>
      {departments} {departments === 1 ? 'department' : 'departments'}, {employees}{' '}
      {employees === 1 ? 'employee' : 'employees'}
    </Typography>
  );
}

export default function GroupedFooterCounts() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['department', 'country'] },
        }}
        slots={{ footerRowCount: GroupAndEmployeeCount }}
        showToolbar
      />
    </Box>
  );
}
