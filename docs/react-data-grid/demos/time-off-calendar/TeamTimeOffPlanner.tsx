import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridCellParams,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';
import {
  CYCLE,
  DAYS_IN_MONTH,
  LEAVE_TYPES,
  MONTH,
  YEAR,
  employees,
  isWeekend,
  weekdayOf,
  type Employee,
  type LeaveType,
} from './leave';

const WEEKDAY_LETTERS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'];
const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const monthName = new Date(Date.UTC(YEAR, MONTH, 1)).toLocaleString('en-US', {
  month: 'long',
  timeZone: 'UTC',
});

const days = Array.from({ length: DAYS_IN_MONTH }, (_, index) => index + 1);

function dayField(day: number) {
  return `day${day}`;
}

function workingDaysOff(row: Employee, type?: LeaveType) {
  return Object.entries(row.days).filter(
    ([day, leave]) =>
      !isWeekend(Number(day)) && (type === undefined || leave === type),
  ).length;
}

const dayColumns: GridColDef<Employee>[] = days.map((day) => ({
  field: dayField(day),
  headerName: `${day}`,
  // The full date as the header's tooltip: a rendered header leaves `description` out, so it sets `title` itself.
  description: `${WEEKDAY_NAMES[weekdayOf(day)]} ${monthName} ${day}`,
  // Two short lines fit a narrow column: the weekday letter over the date.
  renderHeader: ({ colDef }) => (
    <Box title={colDef.description} sx={{ lineHeight: 1.25, textAlign: 'center' }}>
      <Box
        component="span"
        sx={{ display: 'block', fontSize: 11, color: 'text.secondary' }}
      >
        {WEEKDAY_LETTERS[weekdayOf(day)]}
      </Box>
      {day}
    </Box>
  ),
  width: 48,
  align: 'center',
  headerAlign: 'center',
  sortable: false,
  filterable: false,
  disableColumnMenu: true,
  resizable: false,
  valueGetter: (_value, row) => row.days[day] ?? null,
  valueFormatter: (value: LeaveType | null) =>
    value ? LEAVE_TYPES[value].code : '',
  headerClassName: isWeekend(day) ? 'day-header weekend' : 'day-header',
  cellClassName: (params: GridCellParams<Employee, LeaveType | null>) => {
    if (isWeekend(day)) {
      return 'weekend';
    }
    return params.value ? `leave leave-${params.value}` : '';
  },
}));

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Employee', width: 170 },
  { field: 'team', headerName: 'Team', width: 100 },
  ...dayColumns,
  {
    field: 'daysOff',
    headerName: 'Days off',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => workingDaysOff(row),
  },
  {
    field: 'vacationLeft',
    headerName: 'Vacation left',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.allowance - workingDaysOff(row, 'vacation'),
    cellClassName: (params: GridCellParams<Employee, number>) =>
      (params.value ?? 0) < 5 ? 'low-balance' : '',
  },
];

// One group per calendar week, Monday to Sunday, cut at the edges of the month.
const columnGroupingModel: GridColumnGroupingModel = [];
days.forEach((day) => {
  const current = columnGroupingModel[columnGroupingModel.length - 1];
  if (!current || weekdayOf(day) === 1) {
    columnGroupingModel.push({
      groupId: `week-from-${day}`,
      headerName: '',
      headerAlign: 'center',
      children: [{ field: dayField(day) }],
    });
  } else {
    current.children.push({ field: dayField(day) });
  }
});
columnGroupingModel.forEach((group) => {
  const first = group.children[0];
  const last = group.children[group.children.length - 1];
  const from = first && 'field' in first ? first.field.slice(3) : '';
  const to = last && 'field' in last ? last.field.slice(3) : '';
  group.headerName =
    from === to
      ? `${monthName.slice(0, 3)} ${from}`
      : `${monthName.slice(0, 3)} ${from}–${to}`;
});

const leaveColor: Record<LeaveType, 'primary' | 'error' | 'warning' | 'secondary'> =
  {
    vacation: 'primary',
    sick: 'error',
    training: 'warning',
    parental: 'secondary',
  };

function Legend() {
  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{
        height: 32,
        alignItems: 'center',
        flexWrap: 'nowrap',
        overflowX: 'auto',
      }}
    >
      <Typography variant="subtitle2" component="span">
        {monthName} {YEAR}
      </Typography>
      {(Object.keys(LEAVE_TYPES) as LeaveType[]).map((type) => (
        <Stack
          key={type}
          direction="row"
          spacing={0.75}
          sx={{ alignItems: 'center' }}
        >
          <Box
            sx={{
              width: 20,
              height: 20,
              borderRadius: 0.5,
              display: 'grid',
              placeItems: 'center',
              fontSize: 12,
              fontWeight: 600,
              bgcolor: `${leaveColor[type]}.main`,
              color: `${leaveColor[type]}.contrastText`,
            }}
          >
            {LEAVE_TYPES[type].code}
          </Box>
          <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
            {LEAVE_TYPES[type].label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

export default function TeamTimeOffPlanner() {
  const [rows, setRows] = React.useState(employees);

  // A click on a working day cycles its leave: none → vacation → sick → training → parental → none.
  const handleCellClick = (params: GridCellParams<Employee>) => {
    if (!params.field.startsWith('day')) {
      return;
    }
    const day = Number(params.field.slice(3));
    if (isWeekend(day)) {
      return;
    }
    setRows((previous) =>
      previous.map((row) => {
        if (row.id !== params.id) {
          return row;
        }
        const next =
          CYCLE[(CYCLE.indexOf(row.days[day] ?? null) + 1) % CYCLE.length];
        const nextDays = { ...row.days };
        if (next) {
          nextDays[day] = next;
        } else {
          delete nextDays[day];
        }
        return { ...row, days: nextDays };
      }),
    );
  };

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Legend />
      <Box
        sx={(theme) => {
          const palette = (theme.vars || theme).palette;
          return {
            height: 548,
            '& .day-header': { px: 0 },
            '& .weekend': { backgroundColor: palette.action.hover },
            '& .leave': { fontWeight: 600, cursor: 'pointer' },
            '& .leave-vacation': {
              backgroundColor: palette.primary.main,
              color: palette.primary.contrastText,
            },
            '& .leave-sick': {
              backgroundColor: palette.error.main,
              color: palette.error.contrastText,
            },
            '& .leave-training': {
              backgroundColor: palette.warning.main,
              color: palette.warning.contrastText,
            },
            '& .leave-parental': {
              backgroundColor: palette.secondary.main,
              color: palette.secondary.contrastText,
            },
            '& .low-balance': { color: palette.error.main, fontWeight: 600 },
          };
        }}
      >
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          initialState={{
            pinnedColumns: { left: ['name'], right: ['daysOff', 'vacationLeft'] },
          }}
          onCellClick={handleCellClick}
          disableRowSelectionOnClick
          showCellVerticalBorder
          showColumnVerticalBorder
          hideFooter
        />
      </Box>
    </Stack>
  );
}
