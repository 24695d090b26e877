import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingValueGetter,
  type GridGroupingColDefOverride,
  type GridGroupingValueSetter,
} from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

// The group key is a month, such as 'April 2025'.
const dueMonth: GridGroupingValueGetter<Ticket> = (value: Date) =>
  `${MONTHS[value.getUTCMonth()]} ${value.getUTCFullYear()}`;

// Called when a ticket is dropped into another month: keep its day, change its month.
const moveToMonth: GridGroupingValueSetter<Ticket> = (groupingValue, row) => {
  const [monthName = '', year = ''] = String(groupingValue ?? '').split(' ');
  const month = MONTHS.indexOf(monthName);
  if (month === -1) {
    return row;
  }
  const daysInMonth = new Date(Date.UTC(Number(year), month + 1, 0)).getUTCDate();
  const day = Math.min(row.due.getUTCDate(), daysInMonth);
  return { ...row, due: new Date(Date.UTC(Number(year), month, day, 12)) };
};

const columns: GridColDef<Ticket>[] = [
  {
    field: 'due',
    headerName: 'Due',
    type: 'date',
    width: 120,
    groupingValueGetter: dueMonth,
    groupingValueSetter: moveToMonth,
    // Group rows pass their key ('April 2025') through this formatter too.
    valueFormatter: (value: Date | string) =>
      value instanceof Date ? dayFormat.format(value) : value,
  },
  { field: 'key', headerName: 'Key', width: 90 },
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 220 },
  { field: 'team', headerName: 'Team', width: 110 },
];

const groupingColDef: GridGroupingColDefOverride<Ticket> = { headerName: 'Month' };

export default function MoveRowsBetweenGroups() {
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  const processRowUpdate = React.useCallback(
    (updatedRow: Ticket, previousRow: Ticket) => {
      if (updatedRow.due.getTime() !== previousRow.due.getTime()) {
        setLastMove(
          `${updatedRow.key} is now due ${dayFormat.format(updatedRow.due)} (was ${dayFormat.format(previousRow.due)}).`,
        );
      }
      // Save the change to your server here; throw to cancel the move.
      return updatedRow;
    },
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {lastMove ?? 'Drag a ticket by its handle into another month.'}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={tickets}
          columns={columns}
          rowReordering
          // Compact rows keep two whole months on screen to drag between.
          density="compact"
          processRowUpdate={processRowUpdate}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{ rowGrouping: { model: ['due'] } }}
        />
      </Box>
    </Stack>
  );
}
