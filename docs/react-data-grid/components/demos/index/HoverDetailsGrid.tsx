import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(30, 34);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

interface Hovered {
  rowId: GridRowId;
  field: string;
}

export default function HoverDetailsGrid() {
  const [hovered, setHovered] = React.useState<Hovered | null>(null);

  // slotProps are spread on the grid's own row and cell elements, which carry data-id and data-field.
  const slotProps = React.useMemo(
    () => ({
      row: {
        onMouseLeave: () => setHovered(null),
      },
      cell: {
        onMouseEnter: (event: React.MouseEvent<HTMLDivElement>) => {
          const rowElement = event.currentTarget.closest('[data-id]');
          const rowId = rowElement?.getAttribute('data-id');
          const field = event.currentTarget.dataset.field;
          if (rowId != null && field) {
            setHovered({ rowId: Number(rowId), field });
          }
        },
      },
    }),
    [],
  );

  const employee = hovered
    ? rows.find((row) => row.id === hovered.rowId)
    : undefined;
  const column = hovered
    ? columns.find((item) => item.field === hovered.field)
    : undefined;

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography
        variant="body2"
        color="text.secondary"
        aria-live="polite"
        sx={{ minHeight: 20 }}
        noWrap
      >
        {employee && column
          ? `${employee.name}, ${employee.role} · ${column.headerName}: ${String(employee[column.field as keyof Employee])}`
          : 'Point at a cell to see its row and column here.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid rows={rows} columns={columns} slotProps={slotProps} />
      </Box>
    </Stack>
  );
}
