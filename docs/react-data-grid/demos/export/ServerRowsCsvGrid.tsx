import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import type { Employee } from '../data/employees';
import { fetchEmployees, type EmployeeQuery } from '../data/dg2FakeServer';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'department', headerName: 'Department', width: 150 },
  { field: 'country', headerName: 'Country', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

export default function ServerRowsCsvGrid() {
  const apiRef = useGridApiRef();
  const [query, setQuery] = React.useState<Required<EmployeeQuery>>({
    paginationModel: { page: 0, pageSize: 10 },
    sortModel: [],
    filterModel: {
      items: [{ field: 'department', operator: 'equals', value: 'Engineering' }],
    },
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [exporting, setExporting] = React.useState(false);

  React.useEffect(() => {
    let current = true; // Ignore answers to requests that a newer request replaced.
    void fetchEmployees(query).then((response) => {
      if (current) {
        setRows(response.rows);
        setRowCount(response.rowCount);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [query]);

  // A new page, sort order or filter sends a new request: show the overlay until it answers.
  const changeQuery = (change: Partial<EmployeeQuery>) => {
    setLoading(true);
    setQuery((previous) => ({ ...previous, ...change }));
  };

  const downloadEveryMatchingRow = async () => {
    setExporting(true);
    // The grid's own query, with one page as large as the whole result.
    const everyMatch = await fetchEmployees({
      ...query,
      paginationModel: { page: 0, pageSize: rowCount },
    });
    const api = apiRef.current;
    if (api) {
      // Swap the rows in, export, and put the page back: the CSV export reads every
      // cell before it returns, so the browser never paints the swapped rows.
      const pageRows = [...api.getRowModels().values()];
      api.setRows(everyMatch.rows);
      api.exportDataAsCsv({ fileName: 'employees-all-matching' });
      api.setRows(pageRows);
    }
    setExporting(false);
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          variant="contained"
          size="small"
          loading={exporting}
          disabled={loading || rowCount === 0}
          onClick={() => void downloadEveryMatchingRow()}
        >
          Download all matching rows ({rowCount})
        </Button>
        <Typography variant="body2" color="text.secondary">
          The toolbar&apos;s CSV export has only the rows of this page.
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          rowCount={rowCount}
          loading={loading}
          showToolbar
          slotProps={{ toolbar: { csvOptions: { fileName: 'employees-page' } } }}
          paginationMode="server"
          paginationModel={query.paginationModel}
          onPaginationModelChange={(paginationModel) =>
            changeQuery({ paginationModel })
          }
          sortingMode="server"
          sortModel={query.sortModel}
          onSortModelChange={(sortModel) => changeQuery({ sortModel })}
          filterMode="server"
          filterModel={query.filterModel}
          onFilterModelChange={(filterModel) => changeQuery({ filterModel })}
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Stack>
  );
}
