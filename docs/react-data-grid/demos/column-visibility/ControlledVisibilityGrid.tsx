import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 3);

const columns: GridColDef<Employee>[] = [
  // `hideable: false`: the name has no "Hide column" menu item, and its checkbox in the columns panel is disabled.
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, hideable: false },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

const compactView: GridColumnVisibilityModel = {
  email: false,
  country: false,
  rating: false,
};

export default function ControlledVisibilityGrid() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>(compactView);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => setColumnVisibilityModel(compactView)}
        >
          Compact view
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setColumnVisibilityModel({})}
        >
          Show all
        </Button>
        <Typography
          variant="body2"
          component="code"
          // The model has no spaces to break at: wrap anywhere on a narrow screen.
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {JSON.stringify(columnVisibilityModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(model) => setColumnVisibilityModel(model)}
        />
      </Box>
    </Box>
  );
}
