import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface DocEntry {
  id: string;
  path: string[];
  kind: 'folder' | 'file';
  pages: number | null;
}

const rows: DocEntry[] = [
  { id: 'contracts', path: ['Contracts'], kind: 'folder', pages: null },
  { id: 'lease', path: ['Contracts', 'Office lease.pdf'], kind: 'file', pages: 14 },
  { id: 'nda', path: ['Contracts', 'Supplier NDA.pdf'], kind: 'file', pages: 3 },
  { id: 'invoices', path: ['Invoices'], kind: 'folder', pages: null },
  { id: 'march', path: ['Invoices', 'March'], kind: 'folder', pages: null },
  {
    id: 'inv-311',
    path: ['Invoices', 'March', 'INV-311.pdf'],
    kind: 'file',
    pages: 1,
  },
  {
    id: 'inv-312',
    path: ['Invoices', 'March', 'INV-312.pdf'],
    kind: 'file',
    pages: 2,
  },
  { id: 'insurance', path: ['Insurance policy.pdf'], kind: 'file', pages: 22 },
];

const columns: GridColDef<DocEntry>[] = [
  {
    field: 'location',
    headerName: 'Stored path',
    flex: 1,
    minWidth: 220,
    valueGetter: (_value, row) => row.path.join(' / '),
  },
  { field: 'kind', headerName: 'Kind', width: 90 },
  { field: 'pages', headerName: 'Pages', type: 'number', width: 90 },
];

const getTreeDataPath: DataGridProProps<DocEntry>['getTreeDataPath'] = (row) =>
  row.path;

// Called when a row moves to another folder: for the moved row and, for a folder, each row inside it.
// A move within the same folder only changes the order and does not call it.
const setTreeDataPath: DataGridProProps<DocEntry>['setTreeDataPath'] = (
  path,
  row,
) => ({
  ...row,
  path,
});

// Files hold no other rows: refuse a drop onto a file, and keep the grid's own rules for the rest.
const isValidRowReorder: DataGridProProps['isValidRowReorder'] = (context) =>
  !(context.dropPosition === 'inside' && context.targetNode.type === 'leaf');

export default function MoveFilesTree() {
  const [savedRows, setSavedRows] = React.useState(0);

  // Each changed row passes here before the grid takes it: save it on your server in a real app.
  const processRowUpdate = React.useCallback((newRow: DocEntry) => {
    setSavedRows((count) => count + 1);
    return newRow;
  }, []);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          treeData
          rowReordering
          rows={rows}
          columns={columns}
          getTreeDataPath={getTreeDataPath}
          setTreeDataPath={setTreeDataPath}
          isValidRowReorder={isValidRowReorder}
          processRowUpdate={processRowUpdate}
          defaultGroupingExpansionDepth={-1}
          groupingColDef={{ headerName: 'Name', width: 240 }}
        />
      </Box>
      <Typography variant="body2" sx={{ height: 24 }}>
        Rows saved by processRowUpdate: {savedRows}
      </Typography>
    </Stack>
  );
}
