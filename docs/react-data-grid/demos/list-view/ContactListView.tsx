import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 14);

// Still needed in list view: sorting, filtering and the quick filter work on these fields.
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'Email' },
  { field: 'department', headerName: 'Department' },
  { field: 'country', headerName: 'Country' },
  { field: 'active', headerName: 'Active', type: 'boolean' },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function ContactCell(params: GridRenderCellParams<Employee>) {
  const { row } = params;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', height: '100%', width: '100%' }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14 }}>
        {initials(row.name)}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.department} · {row.country}
        </Typography>
      </Box>
      {!row.active && <Chip label="Inactive" size="small" />}
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listColumn',
  renderCell: (params) => <ContactCell {...params} />,
};

export default function ContactListView() {
  return (
    <Box sx={{ height: 460, width: '100%', maxWidth: 420 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        showToolbar
        initialState={{ sorting: { sortModel: [{ field: 'name', sort: 'asc' }] } }}
      />
    </Box>
  );
}
