import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import type { Employee } from '../../../demos/data/employees';
import { fetchEmployees } from '../../../demos/server-side-data/fakeEmployeeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function ServerFilterErrorGrid() {
  const [serverDown, setServerDown] = React.useState(false);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'role', operator: 'contains', value: 'lead' }],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  // Bumped by the Retry button to send the same request again.
  const [attempt, setAttempt] = React.useState(0);

  // The request reads the switch through a ref, so flipping it sends nothing by itself.
  const serverDownRef = React.useRef(serverDown);
  React.useEffect(() => {
    serverDownRef.current = serverDown;
  }, [serverDown]);

  React.useEffect(() => {
    let current = true;
    const start = paginationModel.page * paginationModel.pageSize;
    fetchEmployees(
      {
        filterModel,
        sortModel: [],
        start,
        end: start + paginationModel.pageSize - 1,
      },
      { latency: 600, shouldFail: () => serverDownRef.current },
    ).then(
      (response) => {
        if (current) {
          setRows(response.rows as Employee[]);
          setRowCount(response.rowCount ?? 0);
          setError(null);
          setLoading(false);
        }
      },
      (reason: unknown) => {
        if (current) {
          // Keep the rows of the last answer on screen and say why they did not change.
          setError(reason instanceof Error ? reason.message : String(reason));
          setLoading(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [filterModel, paginationModel, attempt]);

  const retry = () => {
    setLoading(true);
    setAttempt((count) => count + 1);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={serverDown}
              onChange={(event) => setServerDown(event.target.checked)}
            />
          }
          label="The server fails"
        />
      </Box>
      <Box sx={{ height: 48, overflow: 'hidden' }}>
        {error ? (
          <Alert
            severity="error"
            sx={{ height: 48, boxSizing: 'border-box', alignItems: 'center' }}
            action={
              <Button color="inherit" size="small" onClick={retry}>
                Retry
              </Button>
            }
          >
            The rows below are from the last answer, not from the filter and page now
            chosen. {error}
          </Alert>
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            sx={{ lineHeight: '48px' }}
          >
            {loading ? 'Asking the server…' : `${rowCount} matching employees.`}
          </Typography>
        )}
      </Box>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setLoading(true);
            setFilterModel(model);
            setPaginationModel((previous) => ({ ...previous, page: 0 }));
          }}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            setLoading(true);
            setPaginationModel(model);
          }}
          pageSizeOptions={[25, 50]}
          disableColumnSorting
          showToolbar
        />
      </Box>
    </Stack>
  );
}
