import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { tickets, type Priority, type Ticket } from './tickets';

const PRIORITY_COLORS: Record<Priority, ChipProps['color']> = {
  Urgent: 'error',
  High: 'warning',
  Normal: 'info',
  Low: 'default',
};

function PriorityChip({ value }: GridRenderCellParams<Ticket, Priority>) {
  if (value == null) {
    return null;
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      label={value}
      color={PRIORITY_COLORS[value]}
    />
  );
}

function TicketKey({ value }: GridRenderCellParams<Ticket, string>) {
  return (
    <Box component="code" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
      {value}
    </Box>
  );
}

const columns: GridColDef<Ticket>[] = [
  // Also draws the group rows of the grouping column while the grid is grouped by priority.
  {
    field: 'priority',
    headerName: 'Priority',
    width: 110,
    renderCell: PriorityChip,
  },
  // Also draws the leaf rows of the grouping column, which shows this field.
  { field: 'key', headerName: 'Key', width: 90, renderCell: TicketKey },
  { field: 'title', headerName: 'Ticket', flex: 1, minWidth: 220 },
  { field: 'team', headerName: 'Team', width: 110 },
];

const groupingColDef: GridGroupingColDefOverride<Ticket> = {
  headerName: 'Priority / ticket',
  width: 180,
  leafField: 'key',
};

export default function GroupCellRenderers() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tickets}
        columns={columns}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['priority'] },
          columns: { columnVisibilityModel: { priority: false, key: false } },
        }}
      />
    </Box>
  );
}
