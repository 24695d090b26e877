import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 95);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

// A footer rendered by the grid: it listens with useGridEvent, which unsubscribes on unmount.
function ChangeNoticeFooter() {
  const apiRef = useGridApiContext();
  const [notice, setNotice] = React.useState('No change yet');

  useGridEvent(apiRef, 'sortModelChange', (model) => {
    const [item] = model;
    setNotice(
      item
        ? `Sorted by ${apiRef.current.getColumn(item.field).headerName} (${item.sort})`
        : 'Sorting removed',
    );
  });
  useGridEvent(apiRef, 'filterModelChange', (model) => {
    // The items that filter: with a value, or with an operator that needs none ("is empty").
    const filters = (item: GridFilterItem) => {
      const operator = apiRef.current
        .getColumn(item.field)
        ?.filterOperators?.find(({ value }) => value === item.operator);
      const hasValue = item.value != null && String(item.value) !== '';
      return (
        operator !== undefined &&
        (hasValue || operator.requiresFilterValue === false)
      );
    };
    const count = model.items.filter(filters).length;
    const words = model.quickFilterValues?.length ?? 0;
    setNotice(`Filters: ${count} active, ${words} search word(s)`);
  });
  useGridEvent(apiRef, 'columnVisibilityModelChange', (model) => {
    const hidden = Object.values(model).filter((visible) => !visible).length;
    setNotice(`${hidden} column(s) hidden`);
  });

  return (
    <GridFooterContainer>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }} noWrap>
        {notice}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function ChangeNoticeFooterGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slots={{ footer: ChangeNoticeFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
      />
    </Box>
  );
}
