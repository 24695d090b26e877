import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGridPremium,
  gridFilteredSortedRowIdsSelector,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(8, 7);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// Only the employees: the rows that are not groups.
function leafRowsOnly({ apiRef }: GridCsvGetRowsToExportParams) {
  return gridFilteredSortedRowIdsSelector(apiRef).filter(
    (id) => gridRowNodeSelector(apiRef, id)?.type === 'leaf',
  );
}

export default function GroupedCsvGrid() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('');

  const preview = (employeesOnly: boolean) => {
    const options = employeesOnly
      ? // A flat list: only the employees, without the grouping column (empty on their rows).
        { getRowsToExport: leafRowsOnly, fields: ['name', 'department', 'salary'] }
      : {};
    setCsv(apiRef.current?.getDataAsCsv(options) ?? '');
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" size="small" onClick={() => preview(false)}>
          Preview default CSV
        </Button>
        <Button size="small" onClick={() => preview(true)}>
          Preview employees only
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['department'] } }}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="CSV output"
        sx={{
          m: 0,
          p: 1.5,
          height: 160,
          boxSizing: 'border-box',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 13,
          overflow: 'auto',
        }}
      >
        {csv || 'Click a preview button to see the text the grid produces.'}
      </Box>
    </Stack>
  );
}
