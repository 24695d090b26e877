import dayjs from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { PickersRangeCalendarHeaderProps } from '@mui/x-date-pickers-pro/PickersRangeCalendarHeader';

function TwoMonthPagingHeader(props: PickersRangeCalendarHeaderProps) {
  const { calendars, month, monthIndex, currentMonth, onMonthChange, labelId } =
    props;
  // `currentMonth` is the first visible month (with the default
  // currentMonthCalendarPosition); changing it moves every calendar.
  const page = (direction: 1 | -1) =>
    onMonthChange(currentMonth.add(direction * calendars, 'month'));
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1, py: 1 }}
    >
      <Button
        size="small"
        sx={{ visibility: monthIndex === 0 ? 'visible' : 'hidden' }}
        onClick={() => page(-1)}
      >
        Earlier
      </Button>
      <Typography id={labelId} variant="subtitle1">
        {month.format('MMMM YYYY')}
      </Typography>
      <Button
        size="small"
        sx={{ visibility: monthIndex === calendars - 1 ? 'visible' : 'hidden' }}
        onClick={() => page(1)}
      >
        Later
      </Button>
    </Stack>
  );
}

export default function TwoMonthPagingCalendar() {
  // One month on a phone, where two would not fit side by side.
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2026-06-26'), dayjs('2026-07-03')]}
        calendars={isPhone ? 1 : 2}
        slots={{ calendarHeader: TwoMonthPagingHeader }}
      />
    </LocalizationProvider>
  );
}
