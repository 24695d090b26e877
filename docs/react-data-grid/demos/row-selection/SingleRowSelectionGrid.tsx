import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(50, 122);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
];

export default function SingleRowSelectionGrid() {
  const [selectionModel, setSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1]),
  });
  const [selectedId] = [...selectionModel.ids];
  const employee = rows.find((row) => row.id === selectedId);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ width: '100%' }}
    >
      <Box sx={{ height: 380, flex: 1, minWidth: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={setSelectionModel}
          hideFooterSelectedRowCount
        />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, width: { sm: 260 } }}>
        {employee ? (
          <Stack spacing={0.5}>
            <Typography variant="subtitle1">{employee.name}</Typography>
            <Typography variant="body2">{employee.role}</Typography>
            <Typography variant="body2">{employee.country}</Typography>
            <Typography variant="body2">{employee.email}</Typography>
            <Typography variant="body2">
              Salary: {employee.salary.toLocaleString('en-US')}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click a row to see the details.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
