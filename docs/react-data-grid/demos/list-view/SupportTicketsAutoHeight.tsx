import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'Urgent';
  message: string;
}

const rows: Ticket[] = [
  {
    id: 8812,
    subject: 'Invoice shows the wrong VAT number',
    customer: 'Kestrel Labs',
    priority: 'Normal',
    message: 'Our March invoice still has the old VAT number.',
  },
  {
    id: 8813,
    subject: 'Cannot sign in after password reset',
    customer: 'Orchard & Co',
    priority: 'Urgent',
    message:
      'Three people on our team reset their passwords this morning and now get "session expired" right after signing in. We tried two browsers and a private window. The warehouse cannot print shipping labels until this is fixed.',
  },
  {
    id: 8814,
    subject: 'Export to CSV',
    customer: 'Bluebird Cafés',
    priority: 'Low',
    message: 'Is there a way to export the order history?',
  },
  {
    id: 8815,
    subject: 'Webhook retries',
    customer: 'Tidewater',
    priority: 'Normal',
    message:
      'When our endpoint returns a 503, how many times do you retry, and with which delays? We would like to size our queue for it.',
  },
  {
    id: 8816,
    subject: 'Duplicate charge',
    customer: 'Northwind',
    priority: 'Urgent',
    message:
      'We were charged twice for the annual plan on 2 March. Please refund one of the two payments; both references are in the attachment.',
  },
  {
    id: 8817,
    subject: 'Thanks!',
    customer: 'Alvara Energy',
    priority: 'Low',
    message: 'The new dashboard is great.',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number' },
  { field: 'subject', headerName: 'Subject' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'priority', headerName: 'Priority' },
  { field: 'message', headerName: 'Message' },
];

const listViewColumn: GridListViewColDef<Ticket> = {
  field: 'ticket',
  renderCell: ({ row }) => (
    <Stack spacing={0.5} sx={{ py: 1.5, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ fontWeight: 500, flex: 1 }}>
          #{row.id} · {row.subject}
        </Typography>
        <Chip
          label={row.priority}
          size="small"
          color={row.priority === 'Urgent' ? 'error' : 'default'}
        />
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {row.customer}
      </Typography>
      {/* Wraps freely: the row grows to fit the whole message. */}
      <Typography variant="body2" sx={{ whiteSpace: 'normal' }}>
        {row.message}
      </Typography>
    </Stack>
  ),
};

const getRowHeight = () => 'auto' as const;

export default function SupportTicketsAutoHeight() {
  return (
    <Box sx={{ height: 460, width: '100%', maxWidth: 480 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        getRowHeight={getRowHeight}
        hideFooter
      />
    </Box>
  );
}
