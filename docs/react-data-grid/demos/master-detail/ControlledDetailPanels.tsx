import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(25, 91);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeZone: 'UTC',
});

function EmployeeDetail({ employee }: { employee: Employee }) {
  return (
    <Stack
      sx={{ px: 3, py: 1.5, height: '100%', justifyContent: 'center' }}
      spacing={0.5}
    >
      <Typography variant="body2">
        <strong>{employee.role}</strong> since{' '}
        {dateFormat.format(employee.startDate)}
      </Typography>
      <Typography variant="body2">
        {employee.email} · rating {employee.rating.toFixed(1)} ·{' '}
        {employee.active ? 'active' : 'on leave'}
      </Typography>
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => (
  <EmployeeDetail employee={row} />
);
const getDetailPanelHeight = () => 72;

export default function ControlledDetailPanels() {
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([1]));

  // Keep at most one panel open: when a second one opens, keep only the newest.
  const handleChange = (ids: Set<GridRowId>) => {
    const added = [...ids].filter((id) => !expanded.has(id));
    setExpanded(added.length > 0 ? new Set(added.slice(-1)) : ids);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpanded(new Set())}
        >
          Collapse
        </Button>
        <Typography variant="body2">
          Open panel:{' '}
          {expanded.size > 0 ? `row ${[...expanded].join(', ')}` : 'none'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={handleChange}
        />
      </Box>
    </Box>
  );
}
