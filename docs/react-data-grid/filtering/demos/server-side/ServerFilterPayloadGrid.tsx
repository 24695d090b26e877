import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';
import { DEPARTMENTS, type Employee } from '../../../demos/data/employees';
import { fetchEmployees } from '../../../demos/data/dg2FakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: DEPARTMENTS,
    width: 140,
  },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 120 },
];

// An item the reader has not finished (no value yet) filters nothing.
function isComplete(item: GridFilterModel['items'][number]) {
  if (item.operator === 'isEmpty' || item.operator === 'isNotEmpty') {
    return true;
  }
  const value: unknown = item.value;
  return !(
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

// The grid keeps its own keys on items (an id, a tag of the input that edited it):
// send only what the server needs.
function toRequestFilter(model: GridFilterModel): GridFilterModel {
  return {
    items: model.items.map(({ field, operator, value }) => ({
      field,
      operator,
      value: value as unknown,
    })),
    logicOperator: model.logicOperator,
    quickFilterValues: model.quickFilterValues,
    quickFilterLogicOperator: model.quickFilterLogicOperator,
  };
}

export default function ServerFilterPayloadGrid() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'salary', operator: '>', value: 120000 }],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 25,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [requests, setRequests] = React.useState(1);

  const requestFilter = React.useMemo(
    () => toRequestFilter(filterModel),
    [filterModel],
  );

  React.useEffect(() => {
    let current = true;
    void fetchEmployees({ filterModel: requestFilter, paginationModel }).then(
      (response) => {
        if (current) {
          setRows(response.rows);
          setRowCount(response.rowCount);
          setLoading(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [requestFilter, paginationModel]);

  // What goes over the network: the filter model as JSON, dates as ISO strings.
  const body = JSON.stringify(
    { filterModel: requestFilter, paginationModel },
    null,
    2,
  );
  const applied = filterModel.items.filter(isComplete).length;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        color="text.secondary"
        role="status"
        sx={{ height: 20, overflow: 'hidden' }}
      >
        Request {requests}: {filterModel.items.length} item(s) sent, {applied}{' '}
        applied by the server, {loading ? '…' : rowCount} matching rows.
      </Typography>
      <Box
        component="pre"
        aria-label="Last request sent to the server"
        tabIndex={0}
        sx={{
          m: 0,
          p: 1,
          height: 150,
          boxSizing: 'border-box',
          overflow: 'auto',
          fontSize: 12,
          lineHeight: 1.4,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {body}
      </Box>
      <Box sx={{ height: 380 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setLoading(true);
            setRequests((count) => count + 1);
            setFilterModel(model);
            setPaginationModel((previous) => ({ ...previous, page: 0 }));
          }}
          // Wait half a second after the last key before the model changes.
          filterDebounceMs={500}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            setLoading(true);
            setRequests((count) => count + 1);
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
