import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridRowSelectionIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 131);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

export default function SelectedRowsFromApi() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState(
    'Select rows, then compute the payroll.',
  );

  const computePayroll = () => {
    // A Map of id -> row, already resolved from the include or exclude model.
    const selected = gridRowSelectionIdsSelector(apiRef);
    const employees = Array.from(selected.values()) as Employee[];
    const total = employees.reduce((sum, row) => sum + row.salary, 0);
    setSummary(
      `${employees.length} employees, payroll ${euros.format(total)} a year.`,
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', minHeight: 36 }}
      >
        <Button variant="outlined" onClick={computePayroll}>
          Compute payroll
        </Button>
        <Typography variant="body2">{summary}</Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Stack>
  );
}
