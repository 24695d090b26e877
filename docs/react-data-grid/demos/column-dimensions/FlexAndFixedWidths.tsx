import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(25, 8);

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70, resizable: false },
  { field: 'name', headerName: 'Name (flex 2)', flex: 2, minWidth: 150 },
  { field: 'email', headerName: 'Email (flex 3, max 320)', flex: 3, maxWidth: 320 },
  {
    field: 'department',
    headerName: 'Department (120)',
    width: 120,
    minWidth: 100,
    maxWidth: 220,
  },
];

export default function FlexAndFixedWidths() {
  const [lastResize, setLastResize] = React.useState(
    'Drag a column border in the header to resize it.',
  );

  const handleColumnResize = (params: GridColumnResizeParams) => {
    setLastResize(
      `${params.colDef.headerName ?? params.colDef.field} is now ${Math.round(params.width)} px wide.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {lastResize}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnResize={handleColumnResize}
          showColumnVerticalBorder
        />
      </Box>
    </Box>
  );
}
