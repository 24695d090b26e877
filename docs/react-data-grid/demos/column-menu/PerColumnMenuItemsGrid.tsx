import Box from '@mui/material/Box';
import {
  DataGrid,
  GridColumnMenu,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  queue: string;
  opened: Date;
  replies: number;
}

const rows: Ticket[] = [
  {
    id: 301,
    subject: 'Invoice shows wrong VAT rate',
    queue: 'Billing',
    opened: new Date(2025, 3, 2),
    replies: 4,
  },
  {
    id: 302,
    subject: 'Cannot reset password',
    queue: 'Accounts',
    opened: new Date(2025, 3, 3),
    replies: 1,
  },
  {
    id: 303,
    subject: 'Export to CSV times out',
    queue: 'Technical',
    opened: new Date(2025, 3, 3),
    replies: 7,
  },
  {
    id: 304,
    subject: 'Change delivery address',
    queue: 'Orders',
    opened: new Date(2025, 3, 4),
    replies: 0,
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', width: 250 },
  { field: 'queue', headerName: 'Queue', width: 120 },
  { field: 'opened', headerName: 'Opened', type: 'date', width: 120 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 100 },
];

function TicketColumnMenu(props: GridColumnMenuProps) {
  const isTicketId = props.colDef.field === 'id';
  return (
    <GridColumnMenu
      {...props}
      slots={{
        // No column of this grid can be hidden or managed from its menu.
        columnMenuColumnsItem: null,
        // The ticket number's menu offers sorting but no filter (the filter panel can still
        // pick the column: `filterable: false` on the column takes it out of both).
        ...(isTicketId ? { columnMenuFilterItem: null } : {}),
      }}
    />
  );
}

export default function PerColumnMenuItemsGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ columnMenu: TicketColumnMenu }}
        hideFooter
      />
    </Box>
  );
}
