import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
  type GridGroupingValueGetter,
} from '@mui/x-data-grid-premium';
import { tickets, type Ticket } from './tickets';

// Defined outside the component: a new function on every render would make the grid regroup.
const teamOrNoTeam: GridGroupingValueGetter<Ticket> = (value: Ticket['team']) =>
  value ?? 'No team';
const assigneeOrUnassigned: GridGroupingValueGetter<Ticket> = (
  value: Ticket['assignee'],
) => value ?? 'Unassigned';

function getColumns(gatherMissing: boolean): GridColDef<Ticket>[] {
  return [
    {
      field: 'team',
      headerName: 'Team',
      width: 120,
      groupingValueGetter: gatherMissing ? teamOrNoTeam : undefined,
    },
    {
      field: 'assignee',
      headerName: 'Assignee',
      width: 140,
      groupingValueGetter: gatherMissing ? assigneeOrUnassigned : undefined,
    },
    { field: 'title', headerName: 'Ticket', width: 240 },
    { field: 'key', headerName: 'Key', width: 90 },
    { field: 'priority', headerName: 'Priority', width: 100 },
  ];
}

const groupingColDef: GridGroupingColDefOverride<Ticket> = {
  headerName: 'Team / assignee / ticket',
  width: 300,
  leafField: 'title',
};

export default function RowsWithMissingGroups() {
  const [gatherMissing, setGatherMissing] = React.useState(false);
  const columns = React.useMemo(() => getColumns(gatherMissing), [gatherMissing]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={gatherMissing}
            onChange={(event) => setGatherMissing(event.target.checked)}
          />
        }
        label="Group missing values as 'No team' and 'Unassigned'"
      />
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={tickets}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={-1}
          initialState={{
            rowGrouping: { model: ['team', 'assignee'] },
            columns: {
              columnVisibilityModel: { team: false, assignee: false, title: false },
            },
          }}
        />
      </Box>
    </Stack>
  );
}
