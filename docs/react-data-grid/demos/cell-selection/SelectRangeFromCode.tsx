import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 131);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function SelectRangeFromCode() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('No cells selected.');

  const selectFirstSalaries = () => {
    apiRef.current?.selectCellRange(
      { id: 1, field: 'salary' },
      { id: 5, field: 'rating' },
    );
  };

  const describeSelection = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    setSummary(
      cells.length === 0
        ? 'No cells selected.'
        : `${cells.length} cells: ${cells
            .slice(0, 6)
            .map((cell) => `${cell.field}@${cell.id}`)
            .join(', ')}${cells.length > 6 ? ', …' : ''}`,
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" variant="outlined" onClick={selectFirstSalaries}>
          Select salary and rating of rows 1–5
        </Button>
        <Button size="small" variant="outlined" onClick={describeSelection}>
          Read selection
        </Button>
        <Button
          size="small"
          onClick={() => apiRef.current?.setCellSelectionModel({})}
        >
          Clear
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {summary}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
        />
      </Box>
    </Stack>
  );
}
