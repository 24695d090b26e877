import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridOverlay,
  GridPreferencePanelsValue,
  useGridApiContext,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridOverlayProps,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(20, 93);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// The report starts empty: the reader picks its columns.
const noColumns: GridColumnVisibilityModel = Object.fromEntries(
  columns.map((column) => [column.field, false]),
);

// Shown when every column is hidden.
function PickColumnsOverlay(props: GridOverlayProps) {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay {...props}>
      <Stack spacing={1} sx={{ alignItems: 'center', p: 2 }}>
        <Typography variant="subtitle1">Your report has no columns yet</Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="contained"
            onClick={() =>
              apiRef.current.showPreferences(GridPreferencePanelsValue.columns)
            }
          >
            Choose columns
          </Button>
          <Button
            size="small"
            variant="outlined"
            onClick={() => apiRef.current.setColumnVisibilityModel({})}
          >
            Show all
          </Button>
        </Stack>
      </Stack>
    </GridOverlay>
  );
}

export default function ReportColumnsOverlayGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ columns: { columnVisibilityModel: noColumns } }}
        slots={{ noColumnsOverlay: PickColumnsOverlay }}
        hideFooter
      />
    </Box>
  );
}
