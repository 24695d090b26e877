import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 71);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 90 },
];

export default function RowEventsGrid() {
  const [selected, setSelected] = React.useState<Employee | null>(null);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {selected
          ? `Row ${selected.id}: ${selected.name}, ${selected.role} in ${selected.country}, earns ${selected.salary.toLocaleString('en-US')} USD.`
          : 'Click a row to read its full data.'}
      </Typography>
      <Box
        sx={{
          height: 400,
          '& .row-inactive': { color: 'text.disabled', fontStyle: 'italic' },
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          onRowClick={(params: GridRowParams<Employee>) => setSelected(params.row)}
          getRowClassName={(params) => (params.row.active ? '' : 'row-inactive')}
        />
      </Box>
    </Box>
  );
}
