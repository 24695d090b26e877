import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

type Status = 'Open' | 'Pending' | 'Closed';

interface Ticket {
  id: number;
  subject: string;
  assignee: string;
  status: Status;
}

const rows: Ticket[] = [
  {
    id: 1041,
    subject: 'Invoice shows the wrong VAT rate',
    assignee: 'Priya Raman',
    status: 'Open',
  },
  {
    id: 1042,
    subject: 'Cannot reset password on mobile',
    assignee: 'Jonas Lindqvist',
    status: 'Pending',
  },
  {
    id: 1043,
    subject: 'Export to CSV cuts long names',
    assignee: 'Mei Tanaka',
    status: 'Open',
  },
  {
    id: 1044,
    subject: 'Duplicate order confirmation emails',
    assignee: 'Kwame Mensah',
    status: 'Closed',
  },
  {
    id: 1045,
    subject: 'Dark mode contrast on charts',
    assignee: 'Léa Moreau',
    status: 'Open',
  },
  {
    id: 1046,
    subject: 'Delivery slot picker skips Sundays',
    assignee: 'Rafael Duarte',
    status: 'Pending',
  },
];

function StatusEditCell(props: GridRenderEditCellParams<Ticket, Status>) {
  const { id, field, value } = props;
  const apiRef = useGridApiContext();

  const handleChange = async (_event: React.MouseEvent, next: Status | null) => {
    if (!next) return;
    await apiRef.current.setEditCellValue({ id, field, value: next });
    // Closing a ticket saves the whole row at once; row mode has no single cell to stop.
    if (next === 'Closed') {
      apiRef.current.stopRowEditMode({ id });
    }
  };

  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(event, next: Status | null) => {
        void handleChange(event, next);
      }}
      aria-label="Ticket status"
      sx={{ px: 1 }}
    >
      <ToggleButton value="Open">Open</ToggleButton>
      <ToggleButton value="Pending">Pending</ToggleButton>
      <ToggleButton value="Closed">Closed</ToggleButton>
    </ToggleButtonGroup>
  );
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: '#', width: 56 },
  {
    field: 'subject',
    headerName: 'Subject',
    flex: 1,
    minWidth: 200,
    editable: true,
  },
  { field: 'assignee', headerName: 'Assignee', width: 130, editable: true },
  {
    field: 'status',
    headerName: 'Status',
    width: 250,
    editable: true,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function TicketRowEditGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
