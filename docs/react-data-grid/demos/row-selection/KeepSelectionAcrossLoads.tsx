import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createEmployees, DEPARTMENTS, type Employee } from '../data/employees';

const allRows = createEmployees(120, 133);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
];

export default function KeepSelectionAcrossLoads() {
  const [department, setDepartment] = React.useState('Engineering');
  const [keep, setKeep] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });

  // Stands in for a server that returns one department at a time.
  const rows = React.useMemo(
    () => allRows.filter((row) => row.department === department),
    [department],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Department"
          value={department}
          onChange={(event) => setDepartment(event.target.value)}
          sx={{ width: 170 }}
        >
          {DEPARTMENTS.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={keep}
              onChange={(event) => setKeep(event.target.checked)}
            />
          }
          label="keepNonExistentRowsSelected"
        />
      </Stack>
      <Typography variant="body2" noWrap>
        {selection.ids.size} selected, ids: {[...selection.ids].join(', ') || 'none'}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionExcludeModel
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Stack>
  );
}
