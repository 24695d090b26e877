import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 27);

const columns: GridColDef<Employee>[] = [
  {
    field: 'name',
    headerName: 'Name',
    flex: 1,
    minWidth: 150,
    description: 'Full name of the employee',
  },
  { field: 'country', headerName: 'Country', width: 130, hideSortIcons: true },
  { field: 'role', headerName: 'Role', width: 180, disableColumnMenu: true },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

export default function HeaderInteractionsGrid() {
  const [message, setMessage] = React.useState(
    'Click or double-click a column header.',
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          showColumnVerticalBorder
          onColumnHeaderClick={(params: GridColumnHeaderParams) =>
            setMessage(`Clicked the "${params.colDef.headerName}" header.`)
          }
          onColumnHeaderDoubleClick={(params: GridColumnHeaderParams) =>
            setMessage(`Double-clicked the "${params.colDef.headerName}" header.`)
          }
        />
      </Box>
    </Box>
  );
}
