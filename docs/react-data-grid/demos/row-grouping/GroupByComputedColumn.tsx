import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingValueGetter,
  type GridValueGetter,
} from '@mui/x-data-grid-premium';
import { createEmployees, type Employee } from '../data/employees';

const rows = createEmployees(60, 11);

// Tenure on 1 January 2026, computed from the start date: the rows have no `tenure` field.
const COUNTED_ON = Date.UTC(2026, 0, 1);
const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;
const yearsSince = (date: Date) =>
  Math.floor((COUNTED_ON - date.getTime()) / YEAR_MS);

// Group rows reach the value getter too, with a row object that has no start date.
const tenureValue: GridValueGetter<Employee> = (_value, row) =>
  row.startDate ? yearsSince(row.startDate) : undefined;

function band(years: number) {
  if (years < 3) return 'Under 3 years';
  if (years < 7) return '3 to 6 years';
  return '7 years or more';
}

// `value` is row.tenure, which does not exist: compute the key from the row.
const bandFromRow: GridGroupingValueGetter<Employee> = (_value, row) =>
  band(yearsSince(row.startDate));

// What happens when the key is taken from `value`: it is undefined, so no row gets a group.
const bandFromValue: GridGroupingValueGetter<Employee> = (
  value: number | undefined,
) => (value === undefined ? undefined : band(value));

const groupingValueGetters = {
  years: undefined,
  bands: bandFromRow,
  value: bandFromValue,
};

type Grouping = keyof typeof groupingValueGetters;

export default function GroupByComputedColumn() {
  const [grouping, setGrouping] = React.useState<Grouping>('years');

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 170 },
      { field: 'department', headerName: 'Department', width: 130 },
      {
        field: 'startDate',
        headerName: 'Start date',
        type: 'date',
        width: 120,
      },
      {
        field: 'tenure',
        headerName: 'Tenure (years)',
        type: 'number',
        width: 130,
        valueGetter: tenureValue,
        groupingValueGetter: groupingValueGetters[grouping],
      },
    ],
    [grouping],
  );

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={grouping}
        onChange={(_event, value: Grouping | null) => value && setGrouping(value)}
        aria-label="Group by tenure"
      >
        <ToggleButton value="years">Exact years</ToggleButton>
        <ToggleButton value="bands">Bands from the row</ToggleButton>
        <ToggleButton value="value">Bands from value</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 420 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          initialState={{ rowGrouping: { model: ['tenure'] } }}
        />
      </Box>
    </Stack>
  );
}
