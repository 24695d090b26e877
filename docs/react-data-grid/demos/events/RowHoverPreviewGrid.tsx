import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 94);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
];

const salary = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export default function RowHoverPreviewGrid() {
  const apiRef = useGridApiRef();
  const [hoveredId, setHoveredId] = React.useState<GridRowId | null>(null);

  // Neither event has an on* prop: subscribe by name, and unsubscribe on unmount.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const stopEnter = api.subscribeEvent('rowMouseEnter', (params) => {
      // Fires on every row the pointer crosses: a cheap update, skipped when nothing changed.
      setHoveredId((current) => (current === params.id ? current : params.id));
    });
    const stopLeave = api.subscribeEvent('rowMouseLeave', () => setHoveredId(null));
    return () => {
      stopEnter();
      stopLeave();
    };
  }, [apiRef]);

  const person =
    hoveredId === null ? null : rows.find((row) => row.id === hoveredId);

  return (
    <Stack direction="row" spacing={2} sx={{ width: '100%', height: 360 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
      <Paper variant="outlined" sx={{ width: 210, p: 2, flexShrink: 0 }}>
        {person ? (
          <Stack spacing={1}>
            <Typography variant="subtitle1">{person.name}</Typography>
            <Typography variant="body2">
              {person.role} in {person.department}
            </Typography>
            <Typography variant="body2">Based in {person.country}</Typography>
            <Typography variant="body2">
              {salary.format(person.salary)} a year
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {person.email}
            </Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Point at a row to see the whole record.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
