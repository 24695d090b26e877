import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import {
  fetchDriveItems,
  type DriveItem,
} from '../../../demos/server-side-data/fakeFileServer';
import { driveColumns } from './driveColumns';

const dataSource: GridDataSource = {
  getRows: (params) => fetchDriveItems(params),
  getGroupKey: (row) => (row as DriveItem).name,
  getChildrenCount: (row) => (row as DriveItem).childCount,
};

export default function ExpandedTreeDataGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        treeData
        columns={driveColumns}
        dataSource={dataSource}
        groupingColDef={{ headerName: 'Name', width: 260 }}
        // Fetch and open the children of every top-level folder right away.
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
