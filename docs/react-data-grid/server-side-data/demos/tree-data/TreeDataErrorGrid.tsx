import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GridGetRowsError,
  useGridApiRef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';
import {
  fetchDriveItems,
  type DriveItem,
} from '../../../demos/server-side-data/fakeFileServer';
import { driveColumns } from './driveColumns';

interface FailedFolder {
  id: string;
  message: string;
}

export default function TreeDataErrorGrid() {
  const apiRef = useGridApiRef();
  const [archiveDown, setArchiveDown] = React.useState(true);
  const [failed, setFailed] = React.useState<FailedFolder | null>(null);

  const archiveDownRef = React.useRef(archiveDown);
  React.useEffect(() => {
    archiveDownRef.current = archiveDown;
  }, [archiveDown]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: (params) =>
        fetchDriveItems(params, {
          // Only the Archive folder lives on the storage that is down.
          shouldFail: (groupKeys) =>
            archiveDownRef.current && groupKeys[0] === 'Archive',
        }),
      getGroupKey: (row) => (row as DriveItem).name,
      getChildrenCount: (row) => (row as DriveItem).childCount,
    }),
    [],
  );

  const retry = () => {
    if (failed) {
      setFailed(null);
      // With a row id, fetchRows fetches the children of that row.
      void apiRef.current?.dataSource.fetchRows(failed.id);
    }
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={archiveDown}
            onChange={(event) => setArchiveDown(event.target.checked)}
          />
        }
        label="Archive storage is down"
      />
      <Box sx={{ height: 48 }}>
        {failed && (
          <Alert
            severity="error"
            sx={{ py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            {failed.id}: {failed.message}
          </Alert>
        )}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGridPro
          apiRef={apiRef}
          treeData
          columns={driveColumns}
          dataSource={dataSource}
          onDataSourceError={(error) => {
            // A failed children request carries the path of its folder.
            const groupKeys =
              error instanceof GridGetRowsError
                ? (error.params.groupKeys ?? [])
                : [];
            if (groupKeys.length > 0) {
              setFailed({ id: `/${groupKeys.join('/')}`, message: error.message });
            }
          }}
          groupingColDef={{ headerName: 'Name', width: 260 }}
        />
      </Box>
    </Stack>
  );
}
