import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid';
import { members, type ClubMember } from './runningClub';

interface RemindButtonProps extends GridRenderCellParams<ClubMember> {
  onRemind: (member: ClubMember) => void;
}

function RemindButton(props: RemindButtonProps) {
  const { hasFocus, tabIndex, row, onRemind } = props;
  const buttonRef = React.useRef<HTMLButtonElement>(null);

  // When keyboard navigation lands on the cell, hand the focus to the button inside.
  React.useEffect(() => {
    if (hasFocus) {
      buttonRef.current?.focus();
    }
  }, [hasFocus]);

  return (
    <Button
      ref={buttonRef}
      size="small"
      variant="outlined"
      tabIndex={tabIndex}
      onClick={() => onRemind(row)}
    >
      Remind
    </Button>
  );
}

export default function InteractiveCellGrid() {
  const [message, setMessage] = React.useState('No reminder sent yet.');

  const columns = React.useMemo<GridColDef<ClubMember>[]>(
    () => [
      {
        field: 'name',
        headerName: 'Member',
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
      },
      {
        field: 'email',
        headerName: 'Email',
        width: 200,
        // The link is a tab stop only while its cell is the grid's Tab stop: the focused
        // cell, or the last one focused once the focus has left the grid.
        renderCell: (params: GridRenderCellParams<ClubMember, string>) => (
          <Link href={`mailto:${params.value}`} tabIndex={params.tabIndex}>
            {params.value}
          </Link>
        ),
      },
      {
        field: 'reminder',
        headerName: 'Fee reminder',
        width: 140,
        display: 'flex',
        sortable: false,
        filterable: false,
        renderCell: (params) => (
          <RemindButton
            {...params}
            onRemind={(member) =>
              setMessage(`Reminder sent to ${member.firstName} ${member.lastName}.`)
            }
          />
        ),
      },
    ],
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" role="status" sx={{ mb: 1 }}>
        {message}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={members}
          columns={columns}
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
