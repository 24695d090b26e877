import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(40, 8);

const formatDollars = (value: number | null) =>
  value == null ? '' : `$${Math.round(value).toLocaleString('en-US')}`;

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 150,
    valueFormatter: formatDollars,
  },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toFixed(2),
  },
];

const SALARY_FUNCTIONS = ['sum', 'avg', 'max'];

export default function ControlledAggregationModel() {
  const [aggregationModel, setAggregationModel] =
    React.useState<GridAggregationModel>({
      salary: 'sum',
      rating: 'avg',
    });

  const setSalaryFunction = (name: string) => {
    setAggregationModel((model) => {
      const { salary: _removed, ...others } = model;
      return name === 'none' ? others : { ...others, salary: name };
    });
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={aggregationModel.salary ?? 'none'}
          onChange={(_event, name: string | null) => name && setSalaryFunction(name)}
          aria-label="Salary function"
        >
          {SALARY_FUNCTIONS.map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
          <ToggleButton value="none">none</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" component="code">
          {JSON.stringify(aggregationModel)}
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
        />
      </Box>
    </Stack>
  );
}
