import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridDataSource } from '@mui/x-data-grid-pro';
import {
  fetchDriveItems,
  type DriveItem,
} from '../../../demos/server-side-data/fakeFileServer';
import { driveColumns } from './driveColumns';

export default function ServerTreeDataGrid() {
  const [lastRequest, setLastRequest] = React.useState('none yet');

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const folder = params.groupKeys?.length
          ? params.groupKeys.join(' / ')
          : 'top level';
        setLastRequest(folder);
        return fetchDriveItems(params);
      },
      // The key of a row inside its parent: together, the keys form the path.
      getGroupKey: (row) => (row as DriveItem).name,
      // How many children the server holds for this row: 0 means a leaf.
      getChildrenCount: (row) => (row as DriveItem).childCount,
    }),
    [],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24 }}>
        Last request: {lastRequest}
      </Typography>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          treeData
          columns={driveColumns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', width: 260 }}
          pagination
          pageSizeOptions={[5]}
          initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        />
      </Box>
    </Stack>
  );
}
