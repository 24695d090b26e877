import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 52);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function SavedColumnOrderGrid() {
  const apiRef = useGridApiRef();
  const [order, setOrder] = React.useState<string[]>([
    'department',
    'name',
    'email',
    'country',
    'salary',
  ]);

  const readOrder = () => {
    const fields = apiRef.current?.getAllColumns().map((column) => column.field);
    if (fields) {
      setOrder(fields);
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setColumnIndex('salary', 1)}
        >
          Move salary to position 2
        </Button>
        <Button size="small" variant="outlined" onClick={readOrder}>
          Read current order
        </Button>
      </Stack>
      <Typography
        variant="body2"
        component="code"
        sx={{ display: 'block', mb: 1, fontFamily: 'monospace' }}
      >
        {order.join(' → ')}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={{
            columns: {
              orderedFields: ['department', 'name', 'email', 'country', 'salary'],
            },
          }}
          keepColumnPositionIfDraggedOutside
        />
      </Box>
    </Box>
  );
}
