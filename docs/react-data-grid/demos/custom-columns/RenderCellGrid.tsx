import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridColTypeDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 9);

function RatingBar(props: GridRenderCellParams<Employee, number>) {
  const value = props.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={(value / 5) * 100}
        color={value >= 4 ? 'success' : value >= 2.5 ? 'primary' : 'warning'}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
        aria-label="Rating"
      />
      <Typography variant="body2" sx={{ width: 28, textAlign: 'right' }}>
        {value.toFixed(1)}
      </Typography>
    </Box>
  );
}

// A reusable column "type": spread it into any column that holds an amount in US dollars.
const usdColumn: GridColTypeDef<number, string> = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    }).format(value),
  cellClassName: 'usd-cell',
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'active',
    headerName: 'Status',
    width: 110,
    display: 'flex',
    renderCell: (params: GridRenderCellParams<Employee, boolean>) => (
      <Chip
        size="small"
        label={params.value ? 'Active' : 'On leave'}
        color={params.value ? 'success' : 'default'}
        variant={params.value ? 'filled' : 'outlined'}
      />
    ),
  },
  {
    field: 'rating',
    headerName: 'Rating',
    width: 170,
    display: 'flex',
    renderCell: (params) => <RatingBar {...params} />,
  },
  { ...usdColumn, field: 'salary', headerName: 'Salary' },
  {
    ...usdColumn,
    field: 'monthly',
    headerName: 'Per month',
    valueGetter: (_value, row) => Math.round(row.salary / 12),
  },
];

export default function RenderCellGrid() {
  return (
    <Box
      sx={{
        height: 400,
        width: '100%',
        '& .usd-cell': {
          fontVariantNumeric: 'tabular-nums',
          color: 'text.secondary',
        },
      }}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
