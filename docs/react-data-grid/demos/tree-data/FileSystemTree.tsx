import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type DataGridProProps,
  type GridColDef,
} from '@mui/x-data-grid-pro';

interface FileEntry {
  id: number;
  path: string[];
  kind: 'folder' | 'file';
  sizeKb: number | null;
  modified: string;
}

// Each row carries its full path. Folders are rows too, so they can show their own values.
const rows: FileEntry[] = [
  { id: 1, path: ['src'], kind: 'folder', sizeKb: null, modified: '2026-03-02' },
  {
    id: 2,
    path: ['src', 'components'],
    kind: 'folder',
    sizeKb: null,
    modified: '2026-03-02',
  },
  {
    id: 3,
    path: ['src', 'components', 'Header.tsx'],
    kind: 'file',
    sizeKb: 4,
    modified: '2026-02-26',
  },
  {
    id: 4,
    path: ['src', 'components', 'Sidebar.tsx'],
    kind: 'file',
    sizeKb: 7,
    modified: '2026-03-01',
  },
  {
    id: 5,
    path: ['src', 'components', 'Footer.tsx'],
    kind: 'file',
    sizeKb: 2,
    modified: '2026-01-18',
  },
  {
    id: 6,
    path: ['src', 'hooks'],
    kind: 'folder',
    sizeKb: null,
    modified: '2026-02-11',
  },
  {
    id: 7,
    path: ['src', 'hooks', 'useTheme.ts'],
    kind: 'file',
    sizeKb: 1,
    modified: '2026-02-11',
  },
  {
    id: 8,
    path: ['src', 'index.tsx'],
    kind: 'file',
    sizeKb: 1,
    modified: '2026-01-05',
  },
  { id: 9, path: ['public'], kind: 'folder', sizeKb: null, modified: '2026-01-20' },
  {
    id: 10,
    path: ['public', 'favicon.ico'],
    kind: 'file',
    sizeKb: 15,
    modified: '2025-11-30',
  },
  {
    id: 11,
    path: ['public', 'robots.txt'],
    kind: 'file',
    sizeKb: 1,
    modified: '2025-11-30',
  },
  {
    id: 12,
    path: ['package.json'],
    kind: 'file',
    sizeKb: 2,
    modified: '2026-03-02',
  },
  { id: 13, path: ['README.md'], kind: 'file', sizeKb: 6, modified: '2026-02-14' },
];

const columns: GridColDef<FileEntry>[] = [
  { field: 'kind', headerName: 'Kind', width: 100 },
  {
    field: 'sizeKb',
    headerName: 'Size',
    type: 'number',
    width: 100,
    valueFormatter: (value: number | null) => (value == null ? '' : `${value} KB`),
  },
  { field: 'modified', headerName: 'Modified', width: 130 },
];

const getTreeDataPath: DataGridProProps<FileEntry>['getTreeDataPath'] = (row) =>
  row.path;

const groupingColDef: DataGridProProps['groupingColDef'] = {
  headerName: 'Name',
  flex: 1,
  minWidth: 240,
};

export default function FileSystemTree() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        hideFooter
      />
    </Box>
  );
}
