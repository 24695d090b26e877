import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 61);

type Range = [number | undefined, number | undefined];

function toNumber(text: string): number | undefined {
  return text === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
}

function RangeInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  const [min, max]: Range = Array.isArray(item.value)
    ? (item.value as Range)
    : [undefined, undefined];

  const update = (next: Range) => applyValue({ ...item, value: next });

  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-end', height: '100%' }}
    >
      <TextField
        label="From"
        type="number"
        size="small"
        variant="standard"
        value={min ?? ''}
        onChange={(event) => update([toNumber(event.target.value), max])}
        sx={{ width: 100 }}
      />
      <TextField
        label="To"
        type="number"
        size="small"
        variant="standard"
        value={max ?? ''}
        onChange={(event) => update([min, toNumber(event.target.value)])}
        sx={{ width: 100 }}
      />
    </Stack>
  );
}

// The grid runs each bound through the number column's valueParser before it calls
// getApplyFilterFn, so a bound left empty arrives as NaN.
function isBound(bound: unknown): bound is number {
  return typeof bound === 'number' && !Number.isNaN(bound);
}

const betweenOperator: GridFilterOperator<Employee, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [min, max] = filterItem.value as unknown[];
    if (!isBound(min) && !isBound(max)) {
      return null; // Nothing typed yet: do not filter.
    }
    return (value) =>
      (!isBound(min) || value >= min) && (!isBound(max) || value <= max);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value[0] ?? '…'} to ${value[1] ?? '…'}`,
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 150 },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

export default function SalaryRangeFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { field: 'salary', operator: 'between', value: [60000, 80000] },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
