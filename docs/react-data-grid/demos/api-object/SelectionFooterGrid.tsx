import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionIdsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 13);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// A footer slot: it reads the grid through context and re-renders when the selection changes.
function PayrollFooter() {
  const apiRef = useGridApiContext();
  const selected = useGridSelector(apiRef, gridRowSelectionIdsSelector);
  const total = [...selected.values()].reduce(
    (sum, row) => sum + (row as Employee).salary,
    0,
  );

  return (
    <GridFooterContainer>
      <Typography variant="body2" sx={{ px: 2 }}>
        {selected.size === 0
          ? 'Tick rows to total their salaries'
          : `${selected.size} selected · $${total.toLocaleString('en-US')}`}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SelectionFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        slots={{ footer: PayrollFooter }}
      />
    </Box>
  );
}
