import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  gridRowSelectionCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(40, 21);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
];

function describeSelection(count: number): string {
  if (count === 0) return 'No rows selected';
  return count === 1 ? '1 row selected' : `${count} rows selected`;
}

// The footer slot: defined outside the demo so the grid always receives the same component.
function SelectionFooter() {
  const apiRef = useGridApiContext();
  const selectedCount = useGridSelector(apiRef, gridRowSelectionCountSelector);

  return (
    <GridFooterContainer sx={{ gap: 1, px: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" role="status" sx={{ px: 1 }}>
        {describeSelection(selectedCount)}
      </Typography>
      <Button
        size="small"
        disabled={selectedCount === 0}
        onClick={() =>
          apiRef.current.setRowSelectionModel({ type: 'include', ids: new Set() })
        }
      >
        Clear selection
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SelectionCountFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[10, 25]}
        slots={{ footer: SelectionFooter }}
      />
    </Box>
  );
}
