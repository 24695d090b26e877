import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvGetRowsToExportParams,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(12, 5);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function CsvPreviewGrid() {
  const apiRef = useGridApiRef();
  const [rowSelectionModel, setRowSelectionModel] =
    React.useState<GridRowSelectionModel>({
      type: 'include',
      ids: new Set<GridRowId>([1, 2, 3]),
    });
  const [csv, setCsv] = React.useState('');

  const preview = (ignoreSelection: boolean) => {
    if (!apiRef.current) {
      return;
    }
    setCsv(
      apiRef.current.getDataAsCsv({
        fields: ['name', 'department', 'salary'],
        // Without this option the export follows the selection; with it, every filtered row in on-screen order.
        getRowsToExport: ignoreSelection
          ? ({ apiRef: gridApiRef }: GridCsvGetRowsToExportParams) =>
              gridFilteredSortedRowIdsSelector(gridApiRef)
          : undefined,
      }),
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" onClick={() => preview(false)}>
          Preview default CSV
        </Button>
        <Button size="small" onClick={() => preview(true)}>
          Preview every row
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={rowSelectionModel}
          onRowSelectionModelChange={setRowSelectionModel}
          hideFooter
        />
      </Box>
      <Box
        component="pre"
        aria-label="CSV output"
        sx={{
          m: 0,
          p: 1.5,
          minHeight: 96,
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
