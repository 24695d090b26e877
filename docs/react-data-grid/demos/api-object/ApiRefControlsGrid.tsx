import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridRowSelectionIdsSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 12);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function ApiRefControlsGrid() {
  const apiRef = useGridApiRef();
  const [report, setReport] = React.useState(
    'Use the buttons to drive the grid from outside.',
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setSortModel([{ field: 'salary', sort: 'desc' }])
          }
        >
          Highest salary first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setFilterModel({
              items: [
                { field: 'department', operator: 'equals', value: 'Engineering' },
              ],
            })
          }
        >
          Engineering only
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            const api = apiRef.current;
            if (api) {
              api.setFilterModel({ items: [] });
              api.setSortModel([]);
            }
          }}
        >
          Reset
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => {
            const api = apiRef.current;
            if (!api) {
              return;
            }
            const selected = gridRowSelectionIdsSelector(apiRef);
            const total = [...selected.values()].reduce(
              (sum, row) => sum + (row as Employee).salary,
              0,
            );
            setReport(
              `${selected.size} of ${api.getRowsCount()} rows selected · salaries: $${total.toLocaleString('en-US')}`,
            );
          }}
        >
          Sum selected salaries
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {report}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} checkboxSelection />
      </Box>
    </Stack>
  );
}
