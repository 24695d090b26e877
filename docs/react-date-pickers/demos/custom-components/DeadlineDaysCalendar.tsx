import dayjs from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

const deadlines = new Set(['2026-03-06', '2026-03-13', '2026-03-20', '2026-03-31']);

function DeadlineDay(props: PickersDayProps) {
  const { day, outsideCurrentMonth, ...other } = props;
  const isDeadline = !outsideCurrentMonth && deadlines.has(day.format('YYYY-MM-DD'));
  return (
    <Badge overlap="circular" color="error" variant="dot" invisible={!isDeadline}>
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        // The dot is only seen: the day's own name says it is a deadline.
        aria-label={isDeadline ? `${day.format('D')}, deadline` : undefined}
      />
    </Badge>
  );
}

export default function DeadlineDaysCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={dayjs('2026-03-01')}
        slots={{ day: DeadlineDay }}
      />
    </LocalizationProvider>
  );
}
