import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(120, 3);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'startDate',
    headerName: 'Start date',
    type: 'date',
    width: 120,
  },
  {
    // A derived column: group people by the year they joined instead of the exact date.
    field: 'startYear',
    headerName: 'Start year',
    width: 110,
    // Group rows have no startDate of their own, hence the guard.
    valueGetter: (_value, row) =>
      row.startDate ? String(row.startDate.getUTCFullYear()) : undefined,
  },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

const presets: Record<string, GridRowGroupingModel> = {
  none: [],
  department: ['department'],
  'department-country': ['department', 'country'],
  year: ['startYear'],
};

export default function ControlledGroupingModel() {
  const [preset, setPreset] = React.useState('department-country');
  const [model, setModel] = React.useState<GridRowGroupingModel>(
    presets['department-country'] ?? [],
  );
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_event, value: string | null) => {
            if (value !== null) {
              setPreset(value);
              setModel(presets[value] ?? []);
            }
          }}
          aria-label="Grouping"
        >
          <ToggleButton value="none">No grouping</ToggleButton>
          <ToggleButton value="department">Department</ToggleButton>
          <ToggleButton value="department-country">Department, country</ToggleButton>
          <ToggleButton value="year">Start year</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          onChange={(_event, value: 'single' | 'multiple' | null) =>
            value && setMode(value)
          }
          aria-label="Grouping column mode"
        >
          <ToggleButton value="single">One grouping column</ToggleButton>
          <ToggleButton value="multiple">One per criterion</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        rowGroupingModel: {JSON.stringify(model)}
      </Typography>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          rowGroupingModel={model}
          onRowGroupingModelChange={(newModel) => {
            setModel(newModel);
            setPreset('');
          }}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={1}
        />
      </Box>
    </Stack>
  );
}
