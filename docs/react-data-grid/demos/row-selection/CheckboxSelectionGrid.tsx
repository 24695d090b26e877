import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(50, 121);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

/** The model can list the selected ids ("include") or the ids left out of a select-all ("exclude"). */
function selectedEmployees(model: GridRowSelectionModel): Employee[] {
  return rows.filter((row) =>
    model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id),
  );
}

export default function CheckboxSelectionGrid() {
  const [selectionModel, setSelectionModel] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([2, 5]),
  });
  const selected = selectedEmployees(selectionModel);
  const payroll = selected.reduce((sum, employee) => sum + employee.salary, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {selected.length} selected, total salary {payroll.toLocaleString('en-US')}.
        Model type: <code>{selectionModel.type}</code>, ids:{' '}
        <code>{JSON.stringify([...selectionModel.ids])}</code>
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={selectionModel}
          onRowSelectionModelChange={setSelectionModel}
        />
      </Box>
    </Stack>
  );
}
