import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 15);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 130 },
];

export default function SortFromCodeGrid() {
  const apiRef = useGridApiRef();
  const [leaders, setLeaders] = React.useState<string[]>([]);

  // Runs after every sort, from the buttons or from a header click.
  React.useEffect(() => {
    const readLeaders = () =>
      setLeaders(
        (apiRef.current?.getSortedRows() ?? [])
          .slice(0, 3)
          .map((row) => (row as Employee).name),
      );
    readLeaders();
    return apiRef.current?.subscribeEvent('sortedRowsSet', readLeaders);
  }, [apiRef]);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('rating', 'desc')}
        >
          Best rated
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.sortColumn('startDate', 'asc')}
        >
          Longest serving
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setSortModel([])}>
          Original order
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        First three: {leaders.join(', ')}
      </Typography>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Stack>
  );
}
