import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridActionsCell,
  GridActionsCellItem,
  GridDeleteIcon,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const initialRows = createEmployees(40, 61);

export default function PinnedColumnsGrid() {
  const [rows, setRows] = React.useState(initialRows);

  const removeRow = React.useCallback((id: GridRowId) => {
    setRows((previous) => previous.filter((row) => row.id !== id));
  }, []);

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 170 },
      { field: 'email', headerName: 'Email', width: 250 },
      { field: 'department', headerName: 'Department', width: 140 },
      { field: 'role', headerName: 'Role', width: 180 },
      { field: 'country', headerName: 'Country', width: 140 },
      { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
      { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
      { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem
              icon={<GridDeleteIcon />}
              label="Remove"
              onClick={() => removeRow(params.id)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [removeRow],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['name'], right: ['actions'] } }}
      />
    </Box>
  );
}
