import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 141);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

type TabNavigation = DataGridProps['tabNavigation'];

export default function TabNavigationGrid() {
  const [tabNavigation, setTabNavigation] = React.useState<TabNavigation>('none');

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="tab-navigation-label">tabNavigation</InputLabel>
          <Select
            labelId="tab-navigation-label"
            label="tabNavigation"
            value={tabNavigation}
            onChange={(event) => setTabNavigation(event.target.value)}
          >
            <MenuItem value="none">none (default)</MenuItem>
            <MenuItem value="content">content</MenuItem>
            <MenuItem value="header">header</MenuItem>
            <MenuItem value="all">all</MenuItem>
          </Select>
        </FormControl>
        <Button size="small" variant="outlined">
          A button before the grid
        </Button>
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          label="Employees"
          showToolbar
          tabNavigation={tabNavigation}
        />
      </Box>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        A button after the grid
      </Button>
    </Stack>
  );
}
