import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  getGridNumericOperators,
  GridHeaderFilterMenu,
  type GridColDef,
  type GridFilterItem,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid-pro';
import { createEmployees, type Employee } from '../../../demos/data/employees';

const rows = createEmployees(150, 61);

type Range = [number | undefined, number | undefined];

function toNumber(text: string): number | undefined {
  return text === '' || Number.isNaN(Number(text)) ? undefined : Number(text);
}

// Used in the filter panel and in the header filter row. In a header filter cell, the
// grid also passes the cell's operator menu and clear button, which the input places,
// and inputRef, onFocus and onBlur: Enter on the cell focuses the inputRef field, and
// while a field has focus the cell is in edit mode, so the arrow keys stay in it.
function RangeInput(props: GridFilterInputValueProps) {
  const {
    item,
    applyValue,
    headerFilterMenu,
    clearButton,
    className,
    inputRef,
    onFocus,
    onBlur,
  } = props;
  const [min, max]: Range = Array.isArray(item.value)
    ? (item.value as Range)
    : [undefined, undefined];

  const update = (next: Range) => applyValue({ ...item, value: next });

  return (
    <Stack
      direction="row"
      spacing={0.5}
      className={className}
      sx={{ alignItems: 'flex-end', width: '100%' }}
    >
      <TextField
        label="Min"
        type="number"
        size="small"
        variant="standard"
        value={min ?? ''}
        onChange={(event) => update([toNumber(event.target.value), max])}
        inputRef={inputRef}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <TextField
        label="Max"
        type="number"
        size="small"
        variant="standard"
        value={max ?? ''}
        onChange={(event) => update([min, toNumber(event.target.value)])}
        onFocus={onFocus}
        onBlur={onBlur}
        sx={{ flex: 1, minWidth: 0 }}
      />
      {headerFilterMenu}
      {clearButton}
    </Stack>
  );
}

// The grid runs each bound through the number column's valueParser first, so an
// empty bound arrives as NaN.
function isBound(bound: unknown): bound is number {
  return typeof bound === 'number' && !Number.isNaN(bound);
}

const betweenOperator: GridFilterOperator<Employee, number> = {
  label: 'between',
  headerLabel: 'Between',
  value: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [min, max] = filterItem.value as unknown[];
    if (!isBound(min) && !isBound(max)) {
      return null;
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
    width: 240,
    // First in the list: the header filter cell starts on it.
    filterOperators: [betweenOperator, ...getGridNumericOperators()],
  },
];

// The header's operator menu keeps the value when the operator changes, where the filter
// panel drops it if the new operator has another input. A range left behind would reach
// the number operators, which cannot read it: this menu drops the value as the panel does.
function ValueClearingFilterMenu(
  props: React.ComponentProps<typeof GridHeaderFilterMenu>,
) {
  const { applyFilterChanges, item, operators } = props;
  const inputOf = (operator: string) =>
    operators.find((candidate) => candidate.value === operator)?.InputComponent;

  const apply = (next: GridFilterItem) => {
    const sameInput =
      inputOf(next.operator) !== undefined &&
      inputOf(next.operator) === inputOf(item.operator);
    applyFilterChanges(sameInput ? next : { ...next, value: undefined });
  };

  return <GridHeaderFilterMenu {...props} applyFilterChanges={apply} />;
}

export default function RangeOperatorHeaderFilter() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        headerFilters
        headerFilterHeight={64}
        slots={{ headerFilterMenu: ValueClearingFilterMenu }}
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
      />
    </Box>
  );
}
