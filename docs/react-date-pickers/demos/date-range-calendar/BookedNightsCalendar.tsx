import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// Nights already booked in the cottage.
const bookedNights = new Set([
  '2026-05-08',
  '2026-05-09',
  '2026-05-10',
  '2026-05-21',
  '2026-05-22',
  '2026-06-04',
  '2026-06-05',
  '2026-06-06',
]);

// A guest cannot arrive on a booked night, but may leave on the morning
// of one: the night before the departure is the last one they sleep.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  const night = position === 'start' ? day : day.subtract(1, 'day');
  return bookedNights.has(night.format('YYYY-MM-DD'));
}

export default function BookedNightsCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2026-05-14'), dayjs('2026-05-18')]}
        shouldDisableDate={shouldDisableDate}
      />
    </LocalizationProvider>
  );
}
