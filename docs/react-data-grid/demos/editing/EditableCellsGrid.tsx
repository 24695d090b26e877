import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { DEPARTMENTS, createEmployees, type Employee } from '../data/employees';

const initialRows = createEmployees(25, 31);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160, editable: true },
  {
    field: 'department',
    headerName: 'Department',
    width: 150,
    editable: true,
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
  },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 120,
    editable: true,
  },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 140,
    editable: true,
  },
  {
    field: 'active',
    headerName: 'Active',
    type: 'boolean',
    width: 100,
    editable: true,
  },
  { field: 'email', headerName: 'Email (read-only)', width: 250 },
];

export default function EditableCellsGrid() {
  const [lastChange, setLastChange] = React.useState(
    'No change yet. Double-click a cell to edit it.',
  );

  const processRowUpdate = (newRow: Employee, oldRow: Employee) => {
    const changed = (Object.keys(newRow) as (keyof Employee)[]).filter(
      (key) => String(newRow[key]) !== String(oldRow[key]),
    );
    setLastChange(
      changed.length > 0
        ? `Row ${newRow.id}: ${changed.join(', ')} saved.`
        : `Row ${newRow.id}: nothing changed.`,
    );
    return newRow;
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {lastChange}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={initialRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
        />
      </Box>
    </Stack>
  );
}
