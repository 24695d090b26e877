import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridSidebarValue,
  type DataGridPremiumProps,
} from '@mui/x-data-grid-premium';
import { createTickets, ticketColumns, type Ticket } from './tickets';

const rows = createTickets(120);

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const dateOf = (row: Ticket, field: string) => new Date(row[field as keyof Ticket]);

// Replaces the default year and quarter fields of date columns with a month and a weekday.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (
  column,
) => {
  if (column.type !== 'date') {
    return undefined;
  }
  const { field } = column;
  return [
    {
      field: `${field}-month`,
      headerName: `${column.headerName} month`,
      valueGetter: (_value, row: Ticket) => MONTHS[dateOf(row, field).getUTCMonth()],
    },
    {
      field: `${field}-weekday`,
      headerName: `${column.headerName} weekday`,
      valueGetter: (_value, row: Ticket) => WEEKDAYS[dateOf(row, field).getUTCDay()],
    },
  ];
};

export default function PivotPanelFieldsGrid() {
  return (
    <Box sx={{ height: 520, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={ticketColumns}
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{
          // The pivot panel is open from the start.
          sidebar: { open: true, value: GridSidebarValue.Pivot },
          pivoting: {
            enabled: true,
            model: {
              rows: [{ field: 'opened-weekday' }],
              columns: [{ field: 'channel' }],
              values: [{ field: 'rating', aggFunc: 'avg' }],
            },
          },
        }}
        showToolbar
      />
    </Box>
  );
}
