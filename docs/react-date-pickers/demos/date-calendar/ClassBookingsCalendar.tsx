import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Yoga classes already booked, as a server would return them month by month.
const bookingsByMonth: Record<string, number[]> = {
  '2026-02': [3, 10, 17, 24],
  '2026-03': [2, 5, 9, 16, 19, 23, 30],
  '2026-04': [1, 8, 15, 22, 29],
};

function fakeFetch(month: Dayjs, signal: AbortSignal) {
  return new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(bookingsByMonth[month.format('YYYY-MM')] ?? []);
    }, 600);
    signal.onabort = () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    };
  });
}

function BookedDay(props: PickersDayProps & { bookedDays?: number[] }) {
  const { bookedDays = [], day, outsideCurrentMonth, ...other } = props;
  const booked = !outsideCurrentMonth && bookedDays.includes(day.date());
  return (
    <Badge overlap="circular" badgeContent={booked ? '🧘' : undefined}>
      {/* The label goes on the day (the grid cell), which screen readers announce. */}
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-label={booked ? `${day.format('D MMMM')}, class booked` : undefined}
      />
    </Badge>
  );
}

export default function ClassBookingsCalendar() {
  const [loading, setLoading] = React.useState(false);
  const [bookedDays, setBookedDays] = React.useState(bookingsByMonth['2026-03']);
  const request = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => request.current?.abort(), []);

  const handleMonthChange = (month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    setBookedDays([]);
    fakeFetch(month, controller.signal)
      .then((days) => {
        setBookedDays(days);
        setLoading(false);
      })
      .catch(() => {}); // Aborted: a newer month is loading.
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        loading={loading}
        onMonthChange={handleMonthChange}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: BookedDay }}
        slotProps={{
          day: { bookedDays } as Partial<PickersDayProps> & { bookedDays: number[] },
        }}
      />
    </LocalizationProvider>
  );
}
