import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  status: string;
  lastMessage: string;
}

const tickets: Ticket[] = [
  {
    id: 1,
    subject: 'Invoice shows the wrong VAT rate',
    customer: 'Nordlicht GmbH',
    status: 'Open',
    lastMessage:
      'The March invoice applies 19 % to the training day, which is exempt.',
  },
  {
    id: 2,
    subject: 'Cannot add a second admin',
    customer: 'Baía Azul Lda.',
    status: 'Waiting',
    lastMessage: 'We sent the invitation again; please check the spam folder.',
  },
  {
    id: 3,
    subject: 'Export stops at 10,000 rows',
    customer: 'Kettle & Co.',
    status: 'Open',
    lastMessage: 'The CSV export ends at row 10,000 although the report has 14,200.',
  },
  {
    id: 4,
    subject: 'Password reset link expired',
    customer: 'Studio Mura',
    status: 'Solved',
    lastMessage: 'A new link works, thank you.',
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'status', headerName: 'Status', width: 100 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Ticket>) => (
  <Box sx={{ px: 3, py: 1.5 }}>
    <Typography variant="body2">{row.lastMessage}</Typography>
  </Box>
);
const getDetailPanelHeight = () => 'auto' as const;

export default function RowClickDetailPanels() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        apiRef={apiRef}
        rows={tickets}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        // Not fired for clicks on the toggle, the checkboxes or a cell being
        // edited, so the toggle button does not open and close the panel at once.
        onRowClick={(params) => apiRef.current?.toggleDetailPanel(params.id)}
        checkboxSelection
        disableRowSelectionOnClick
        hideFooter
      />
    </Box>
  );
}
