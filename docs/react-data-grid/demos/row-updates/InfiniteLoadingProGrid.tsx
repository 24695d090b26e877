import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

// A pretend API holding 200 employees, served 30 at a time.
const ALL = createEmployees(200, 314);
const BATCH = 30;

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 130 },
];

export default function InfiniteLoadingProGrid() {
  const [rows, setRows] = React.useState(() => ALL.slice(0, BATCH));
  const [loading, setLoading] = React.useState(false);

  // When loading turns on, fetch the next batch after a short delay.
  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      setRows((previous) => ALL.slice(0, previous.length + BATCH));
      setLoading(false);
    }, 600);
    return () => window.clearTimeout(timer);
  }, [loading]);

  const handleRowsScrollEnd = () => {
    if (!loading && rows.length < ALL.length) {
      setLoading(true);
    }
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        scrollEndThreshold={120}
        hideFooterPagination
      />
    </Box>
  );
}
