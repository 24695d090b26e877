import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPaginationModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 17);
const byName = [...rows].sort((a, b) => a.name.localeCompare(b.name));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function FindRowPageGrid() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Pick a name to open its page.');

  const showEmployee = (employee: Employee | null) => {
    if (!employee || !apiRef.current) {
      return;
    }
    // The position after the current sorting and filtering decides the page.
    const index = gridExpandedSortedRowIdsSelector(apiRef).indexOf(employee.id);
    if (index === -1) {
      setStatus(`${employee.name} is hidden by the filter.`);
      return;
    }
    const { pageSize } = gridPaginationModelSelector(apiRef);
    const page = Math.floor(index / pageSize);
    apiRef.current.setPage(page);
    apiRef.current.selectRow(employee.id, true, true);
    setStatus(`${employee.name} is row ${index + 1}, on page ${page + 1}.`);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Autocomplete
          size="small"
          options={byName}
          getOptionLabel={(employee) => employee.name}
          getOptionKey={(employee) => employee.id}
          onChange={(_event, employee) => showEmployee(employee)}
          renderInput={(params) => (
            <TextField {...params} label="Find an employee" />
          )}
          sx={{ width: 260, maxWidth: '100%' }}
        />
        <Typography variant="body2" role="status">
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Stack>
  );
}
