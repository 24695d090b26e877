import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPro,
  useGridApiRef,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  path: string[];
  owner: string;
  status: 'Done' | 'In progress' | 'Blocked' | 'To do';
}

const rows: Task[] = [
  { id: 1, path: ['Release 4.2'], owner: 'Hannah Becker', status: 'In progress' },
  {
    id: 2,
    path: ['Release 4.2', 'Payments'],
    owner: 'Rafael Duarte',
    status: 'In progress',
  },
  {
    id: 3,
    path: ['Release 4.2', 'Payments', 'Add SEPA debit'],
    owner: 'Rafael Duarte',
    status: 'Done',
  },
  {
    id: 4,
    path: ['Release 4.2', 'Payments', 'Refund webhooks'],
    owner: 'Yuki Sato',
    status: 'Blocked',
  },
  { id: 5, path: ['Release 4.2', 'Search'], owner: 'Arjun Iyer', status: 'To do' },
  {
    id: 6,
    path: ['Release 4.2', 'Search', 'Typo tolerance'],
    owner: 'Arjun Iyer',
    status: 'To do',
  },
  {
    id: 7,
    path: ['Release 4.2', 'Search', 'Synonyms admin page'],
    owner: 'Léa Moreau',
    status: 'To do',
  },
  { id: 8, path: ['Release 4.3'], owner: 'Hannah Becker', status: 'To do' },
  { id: 9, path: ['Release 4.3', 'Mobile'], owner: 'Noah Walsh', status: 'To do' },
  {
    id: 10,
    path: ['Release 4.3', 'Mobile', 'Offline drafts'],
    owner: 'Noah Walsh',
    status: 'Blocked',
  },
  {
    id: 11,
    path: ['Release 4.3', 'Mobile', 'Push settings'],
    owner: 'Zanele Dlamini',
    status: 'To do',
  },
];

const columns: GridColDef<Task>[] = [
  { field: 'owner', headerName: 'Owner', width: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

const getTreeDataPath: DataGridProProps<Task>['getTreeDataPath'] = (row) => row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Work item',
  flex: 1,
  minWidth: 240,
  // The plan is small enough to read without "(2)" after each parent.
  hideDescendantCount: true,
};

// Opens the releases, and below them only the features that hold a blocked task.
const isGroupExpandedByDefault: DataGridProProps['isGroupExpandedByDefault'] = (
  node,
) =>
  node.depth === 0 ||
  rows.some(
    (row) =>
      row.status === 'Blocked' &&
      row.path.length > node.depth + 1 &&
      row.path[node.depth] === node.groupingKey,
  );

export default function ReleasePlanTree() {
  const apiRef = useGridApiRef();

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 32, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.expandAllRows()}
        >
          Expand all
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.collapseAllRows()}
        >
          Collapse all
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          groupingColDef={groupingColDef}
          isGroupExpandedByDefault={isGroupExpandedByDefault}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
