import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  key: string;
  title: string;
  status: string;
  owner: string;
}

const STATUSES = ['To do', 'In progress', 'In review', 'Done'];

const tasks: Task[] = [
  {
    id: 1,
    key: 'WEB-31',
    title: 'Cookie banner remembers the choice',
    status: 'To do',
    owner: 'Ines',
  },
  {
    id: 2,
    key: 'WEB-32',
    title: 'Newsletter sign-up in the footer',
    status: 'To do',
    owner: 'Malik',
  },
  {
    id: 3,
    key: 'WEB-33',
    title: 'Compress the hero images',
    status: 'In progress',
    owner: 'Ines',
  },
  {
    id: 4,
    key: 'WEB-34',
    title: 'Dark mode for the blog',
    status: 'In progress',
    owner: 'Jun',
  },
  {
    id: 5,
    key: 'WEB-35',
    title: 'Fix the broken links on /pricing',
    status: 'Done',
    owner: 'Malik',
  },
  { id: 6, key: 'WEB-36', title: 'Add the team page', status: 'Done', owner: 'Jun' },
];

const columns: GridColDef<Task>[] = [
  { field: 'key', headerName: 'Key', width: 90 },
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 240 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: STATUSES,
    editable: true,
    width: 130,
    // Sorting the grouping column orders the groups by this comparator: the workflow order.
    sortComparator: (a: string, b: string) =>
      STATUSES.indexOf(a) - STATUSES.indexOf(b),
  },
  { field: 'owner', headerName: 'Owner', width: 100 },
];

// The grouping column is never editable: edit the grouped field in its own column.
const groupingColDef: GridGroupingColDefOverride<Task> = {
  headerName: 'Status',
  width: 170,
};

export default function EditGroupedValue() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={tasks}
        columns={columns}
        groupingColDef={groupingColDef}
        // Groups created later, such as In review, start open too.
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['status'] },
          sorting: {
            sortModel: [
              { field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'asc' },
            ],
          },
        }}
      />
    </Box>
  );
}
