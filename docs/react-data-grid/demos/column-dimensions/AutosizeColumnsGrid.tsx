import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 21);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'email', headerName: 'Email address' },
  { field: 'role', headerName: 'Role' },
  { field: 'country', headerName: 'Country' },
  { field: 'salary', headerName: 'Salary', type: 'number' },
];

export default function AutosizeColumnsGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [expand, setExpand] = React.useState(false);

  const autosize = () => {
    void apiRef.current?.autosizeColumns({
      includeHeaders,
      expand,
      includeOutliers: true,
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="outlined" size="small" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={
            <Switch
              checked={includeHeaders}
              onChange={(event) => setIncludeHeaders(event.target.checked)}
            />
          }
          label="Include headers"
        />
        <FormControlLabel
          control={
            <Switch
              checked={expand}
              onChange={(event) => setExpand(event.target.checked)}
            />
          }
          label="Expand to fill"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOptions={{ includeHeaders, expand }}
        />
      </Box>
    </Box>
  );
}
