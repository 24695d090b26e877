import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridFilteredDescendantCountLookupSelector,
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
  const leavesPerGroup = useGridSelector(
    apiRef,
    gridFilteredDescendantCountLookupSelector,
  );
  const tree = useGridSelector(apiRef, gridRowTreeSelector);

  // A group's lookup entry counts the rows left in it by the filters, at any
  // depth, without the nested group rows; a row outside any group counts once.
  const employees = topLevelRows.reduce(
    (sum, { id }) =>
      sum + (tree[id]?.type === 'group' ? (leavesPerGroup[id] ?? 0) : 1),
    0,
  );

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
