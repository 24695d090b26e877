import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(80, 97);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

interface Totals {
  count: number;
  payroll: number;
}

export default function VisibleTotalsGrid() {
  const apiRef = useGridApiRef();
  const [totals, setTotals] = React.useState<Totals>({ count: 0, payroll: 0 });

  // Runs after every state update, focus moves included: compute, then only set
  // state on a real change. It subscribes once the grid has mounted: the grid also
  // updates its state while it renders for the first time, and a React state update
  // of this component from inside that render is an error.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const update = () => {
      const ids = gridFilteredSortedRowIdsSelector(apiRef);
      const payroll = ids.reduce<number>(
        (sum, id) => sum + (api.getRow<Employee>(id)?.salary ?? 0),
        0,
      );
      setTotals((current) =>
        current.count === ids.length && current.payroll === payroll
          ? current
          : { count: ids.length, payroll },
      );
    };
    update();
    return api.subscribeEvent('stateChange', update);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        sx={{ height: 24, display: 'flex', alignItems: 'center' }}
      >
        {totals.count} people on every page, {usd.format(totals.payroll)} of yearly
        payroll
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Stack>
  );
}
