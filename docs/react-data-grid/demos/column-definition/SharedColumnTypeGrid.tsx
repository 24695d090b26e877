import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColTypeDef } from '@mui/x-data-grid';

const percent = new Intl.NumberFormat('en-US', {
  style: 'percent',
  maximumFractionDigits: 1,
});

// A custom "type": every property except `field`, shared by several columns.
const percentColumn: GridColTypeDef = {
  type: 'number',
  width: 120,
  valueFormatter: (value: number | null) =>
    value == null ? '' : percent.format(value),
  cellClassName: 'percent-cell',
};

interface Campaign {
  id: number;
  name: string;
  openRate: number;
  clickRate: number;
  unsubscribeRate: number;
}

const rows: Campaign[] = [
  {
    id: 1,
    name: 'Spring seed sale',
    openRate: 0.412,
    clickRate: 0.067,
    unsubscribeRate: 0.004,
  },
  {
    id: 2,
    name: 'Workshop invitations',
    openRate: 0.538,
    clickRate: 0.121,
    unsubscribeRate: 0.002,
  },
  {
    id: 3,
    name: 'Monthly newsletter',
    openRate: 0.297,
    clickRate: 0.031,
    unsubscribeRate: 0.009,
  },
  {
    id: 4,
    name: 'Loyalty points reminder',
    openRate: 0.366,
    clickRate: 0.048,
    unsubscribeRate: 0.006,
  },
];

const columns: GridColDef<Campaign>[] = [
  { field: 'name', headerName: 'Campaign', flex: 1, minWidth: 180 },
  { field: 'openRate', headerName: 'Opened', ...percentColumn },
  { field: 'clickRate', headerName: 'Clicked', ...percentColumn },
  // Spread first, then override what differs for this column.
  {
    field: 'unsubscribeRate',
    headerName: 'Unsubscribed',
    ...percentColumn,
    width: 140,
  },
];

export default function SharedColumnTypeGrid() {
  return (
    <Box
      sx={{
        height: 300,
        width: '100%',
        '& .percent-cell': { fontVariantNumeric: 'tabular-nums' },
      }}
    >
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
