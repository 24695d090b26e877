import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderCellParams,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(20, 81).map((employee) => ({
  ...employee,
  rating: Math.round(employee.rating),
}));

function RatingEditCell(props: GridRenderEditCellParams<Employee, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLSpanElement>(null);

  // Move keyboard focus into the stars when the cell enters edit mode.
  React.useLayoutEffect(() => {
    if (hasFocus) {
      ref.current
        ?.querySelector<HTMLInputElement>(`input[value="${value ?? 0}"]`)
        ?.focus();
    }
  }, [hasFocus, value]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        ref={ref}
        name={`rating-${id}`}
        value={value ?? 0}
        onChange={(_event, newValue) => {
          void apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 140 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 180,
    editable: true,
    align: 'left',
    headerAlign: 'left',
    renderCell: (params: GridRenderCellParams<Employee, number>) => (
      <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
        <Rating readOnly value={params.value ?? 0} size="small" />
      </Box>
    ),
    renderEditCell: (params: GridRenderEditCellParams<Employee, number>) => (
      <RatingEditCell {...params} />
    ),
  },
];

export default function RatingEditCellGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
