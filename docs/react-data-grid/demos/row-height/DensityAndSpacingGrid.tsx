import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  type GridColDef,
  type GridDensity,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(30, 81);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

export default function DensityAndSpacingGrid() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [spacing, setSpacing] = React.useState(false);

  const getRowSpacing = React.useCallback(
    (params: GridRowSpacingParams) => ({
      top: params.isFirstVisible ? 0 : 4,
      bottom: params.isLastVisible ? 0 : 4,
    }),
    [],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_event, value: GridDensity | null) =>
            value && setDensity(value)
          }
        >
          <ToggleButton value="compact">compact</ToggleButton>
          <ToggleButton value="standard">standard</ToggleButton>
          <ToggleButton value="comfortable">comfortable</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={
            <Switch
              checked={spacing}
              onChange={(event) => setSpacing(event.target.checked)}
            />
          }
          label="Space between rows"
        />
      </Stack>
      <Box
        sx={{
          height: 400,
          '& .MuiDataGrid-row': spacing ? { bgcolor: 'action.hover' } : {},
        }}
      >
        <DataGrid
          rows={rows}
          columns={columns}
          rowHeight={44}
          density={density}
          onDensityChange={setDensity}
          getRowSpacing={spacing ? getRowSpacing : undefined}
        />
      </Box>
    </Box>
  );
}
