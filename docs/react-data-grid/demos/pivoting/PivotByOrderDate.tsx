import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createChannelOrders, type ChannelOrder } from './channelOrders';

const rows = createChannelOrders();

const columns: GridColDef<ChannelOrder>[] = [
  { field: 'orderedAt', headerName: 'Ordered', type: 'date', width: 130 },
  { field: 'channel', headerName: 'Channel', width: 120 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 110 },
  { field: 'id', headerName: 'Order', width: 90, pivotable: false },
];

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short' });

// Year and month fields for every date column. Months are numbers, so they sort 1 to 12
// rather than alphabetically, and their formatter turns them into names in the headers.
function getPivotDerivedColumns(column: GridColDef): GridColDef[] | undefined {
  if (column.type !== 'date') {
    return undefined;
  }
  const { field } = column;
  return [
    {
      field: `${field}-year`,
      headerName: `${column.headerName ?? field} (year)`,
      valueGetter: (value, row: Record<string, Date | undefined>) => {
        const date = row[field];
        return date ? String(date.getFullYear()) : null;
      },
    },
    {
      field: `${field}-month`,
      headerName: `${column.headerName ?? field} (month)`,
      type: 'number',
      valueGetter: (value, row: Record<string, Date | undefined>) => {
        const date = row[field];
        return date ? date.getMonth() + 1 : null;
      },
      valueFormatter: (value: number) =>
        monthFormatter.format(new Date(2000, value - 1, 1)),
    },
  ];
}

const pivotModel: GridPivotModel = {
  rows: [{ field: 'channel' }],
  columns: [
    { field: 'orderedAt-year', sort: 'desc' },
    { field: 'orderedAt-month', sort: 'asc' },
  ],
  values: [{ field: 'amount', aggFunc: 'sum' }],
};

export default function PivotByOrderDate() {
  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={{ width: 90 }}
      />
    </Box>
  );
}
