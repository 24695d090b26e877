import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 51);

const columns: GridColDef<Employee>[] = [
  // The name stays first: it cannot be dragged, and other columns cannot be dropped before it.
  { field: 'name', headerName: 'Name (fixed)', width: 170, disableReorder: true },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function ColumnReorderGrid() {
  const [message, setMessage] = React.useState(
    'Drag a column header to move the column.',
  );

  const handleColumnOrderChange = (params: GridColumnOrderChangeParams) => {
    setMessage(
      `Moved "${params.column.headerName}" from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          onColumnOrderChange={handleColumnOrderChange}
        />
      </Box>
    </Box>
  );
}
