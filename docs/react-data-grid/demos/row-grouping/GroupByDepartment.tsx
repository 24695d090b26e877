import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(120, 3);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  // Opt out: ids and email addresses make one group per row.
  { field: 'email', headerName: 'Email', width: 240, groupable: false },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function GroupByDepartment() {
  const apiRef = useGridApiRef();
  // Hides a column while it is a grouping criterion, and shows it again when the criterion is removed.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['department'] } },
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
      />
    </Box>
  );
}
