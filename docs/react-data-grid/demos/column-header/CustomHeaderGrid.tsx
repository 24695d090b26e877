import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColumnHeaderParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 17);

function HeaderWithUnit(
  params: GridColumnHeaderParams<Employee> & { unit: string },
) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {params.colDef.headerName}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {params.unit}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    renderHeader: (params) => <HeaderWithUnit {...params} unit="USD per year" />,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 130,
    headerClassName: 'rating-header',
    renderHeader: (params) => (
      <Tooltip title="Latest yearly review, from 1 to 5">
        <span>
          {params.colDef.headerName} <span aria-hidden>★</span>
        </span>
      </Tooltip>
    ),
  },
  {
    field: 'department',
    headerName: 'Department',
    width: 140,
    headerAlign: 'center',
    align: 'center',
  },
];

export default function CustomHeaderGrid() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .rating-header': { backgroundColor: 'rgba(255, 193, 7, 0.18)' },
      }}
    >
      <DataGrid rows={rows} columns={columns} columnHeaderHeight={64} />
    </Box>
  );
}
