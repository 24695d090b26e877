import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';

// A report on the last quarter: the selected month goes on the right,
// so the month before it is in view.
export default function CurrentMonthPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2026-10-12'), dayjs('2026-10-23')]}
        calendars={2}
        currentMonthCalendarPosition={2}
      />
    </LocalizationProvider>
  );
}
