import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { PickersCalendarHeaderProps } from '@mui/x-date-pickers/PickersCalendarHeader';

function YearJumpHeader(props: PickersCalendarHeaderProps) {
  const { currentMonth, onMonthChange, labelId } = props;
  const move = (amount: number, unit: 'month' | 'year') =>
    onMonthChange(currentMonth.add(amount, unit));
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Stack direction="row">
        <Button
          size="small"
          aria-label="Previous year"
          onClick={() => move(-1, 'year')}
        >
          «
        </Button>
        <Button
          size="small"
          aria-label="Previous month"
          onClick={() => move(-1, 'month')}
        >
          ‹
        </Button>
      </Stack>
      <Typography id={labelId} variant="subtitle1">
        {currentMonth.format('MMMM YYYY')}
      </Typography>
      <Stack direction="row">
        <Button
          size="small"
          aria-label="Next month"
          onClick={() => move(1, 'month')}
        >
          ›
        </Button>
        <Button size="small" aria-label="Next year" onClick={() => move(1, 'year')}>
          »
        </Button>
      </Stack>
    </Stack>
  );
}

export default function YearJumpCalendarHeader() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        slots={{ calendarHeader: YearJumpHeader }}
      />
    </LocalizationProvider>
  );
}
