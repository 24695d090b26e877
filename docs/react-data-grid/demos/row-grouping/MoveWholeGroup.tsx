import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  key: string;
  title: string;
  sprint: string;
  epic: string;
  points: number;
}

const tasks: Task[] = [
  {
    id: 1,
    key: 'APP-201',
    title: 'Card form validates the expiry date',
    sprint: 'Sprint 14',
    epic: 'Checkout',
    points: 3,
  },
  {
    id: 2,
    key: 'APP-202',
    title: 'Apple Pay button',
    sprint: 'Sprint 14',
    epic: 'Checkout',
    points: 5,
  },
  {
    id: 3,
    key: 'APP-203',
    title: 'Search suggests product names',
    sprint: 'Sprint 14',
    epic: 'Search',
    points: 8,
  },
  {
    id: 4,
    key: 'APP-204',
    title: 'Welcome screen copy',
    sprint: 'Sprint 15',
    epic: 'Onboarding',
    points: 2,
  },
  {
    id: 5,
    key: 'APP-205',
    title: 'Skip button on the tour',
    sprint: 'Sprint 15',
    epic: 'Onboarding',
    points: 1,
  },
  {
    id: 6,
    key: 'APP-206',
    title: 'Ask for notifications after the tour',
    sprint: 'Sprint 15',
    epic: 'Onboarding',
    points: 3,
  },
  {
    id: 7,
    key: 'APP-207',
    title: 'Search filters by price',
    sprint: 'Sprint 15',
    epic: 'Search',
    points: 5,
  },
  {
    id: 8,
    key: 'APP-208',
    title: 'Order history page',
    sprint: 'Sprint 16',
    epic: 'Accounts',
    points: 8,
  },
  {
    id: 9,
    key: 'APP-209',
    title: 'Change the delivery address',
    sprint: 'Sprint 16',
    epic: 'Accounts',
    points: 3,
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'sprint', headerName: 'Sprint', width: 110 },
  { field: 'epic', headerName: 'Epic', width: 120 },
  { field: 'key', headerName: 'Key', width: 100 },
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 240 },
  { field: 'points', headerName: 'Points', type: 'number', width: 80 },
];

const groupingColDef: GridGroupingColDefOverride<Task> = {
  headerName: 'Sprint / epic',
  width: 190,
};

export default function MoveWholeGroup() {
  const [saved, setSaved] = React.useState<string[]>([]);

  // Called once for each task of a dragged epic, with its new sprint.
  const processRowUpdate = React.useCallback((updated: Task, original: Task) => {
    if (updated.sprint !== original.sprint) {
      setSaved((keys) => [...keys, `${updated.key} → ${updated.sprint}`]);
    }
    return updated;
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" role="status">
        {saved.length > 0
          ? `Saved: ${saved.join(', ')}`
          : 'Drag an epic by its handle into another sprint.'}
      </Typography>
      <Box sx={{ height: 460 }}>
        <DataGridPremium
          rows={tasks}
          columns={columns}
          rowReordering
          density="compact"
          processRowUpdate={processRowUpdate}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['sprint', 'epic'] },
            columns: { columnVisibilityModel: { sprint: false, epic: false } },
          }}
        />
      </Box>
    </Stack>
  );
}
