import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import {
  fetchDriveItems,
  type DriveItem,
} from '../../../demos/server-side-data/fakeFileServer';
import { driveColumns } from './driveColumns';

export default function ReloadTopLevelGrid() {
  const apiRef = useGridApiRef();
  const [topLevelFetches, setTopLevelFetches] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const response = await fetchDriveItems(params, { latency: 300 });
        if (!params.groupKeys?.length) {
          setTopLevelFetches((count) => count + 1);
        }
        return response;
      },
      getGroupKey: (row) => (row as DriveItem).name,
      getChildrenCount: (row) => (row as DriveItem).childCount,
    }),
    [],
  );

  const reload = (keepChildrenExpanded: boolean) => {
    void apiRef.current?.dataSource.fetchRows(undefined, {
      skipCache: true,
      keepChildrenExpanded,
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button size="small" variant="outlined" onClick={() => reload(true)}>
          Reload, folders stay open
        </Button>
        <Button size="small" variant="outlined" onClick={() => reload(false)}>
          Reload and close folders
        </Button>
        <Typography variant="body2" color="text.secondary">
          Top-level requests: {topLevelFetches}
        </Typography>
      </Stack>
      <Box sx={{ height: 440 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={driveColumns}
          dataSource={dataSource}
          groupingColDef={{ headerName: 'Name', width: 260 }}
          hideFooter
        />
      </Box>
    </Stack>
  );
}
