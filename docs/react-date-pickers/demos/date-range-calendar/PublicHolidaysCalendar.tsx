import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import {
  DateRangePickerDay,
  dateRangePickerDayClasses,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';

const publicHolidays: Record<string, string> = {
  '2026-12-24': 'Christmas Eve',
  '2026-12-25': 'Christmas Day',
  '2026-12-26': 'Boxing Day',
  '2026-12-31': "New Year's Eve",
  '2027-01-01': "New Year's Day",
  '2027-01-06': 'Epiphany',
};

function HolidayDay(props: DateRangePickerDayProps) {
  const { day, outsideCurrentMonth } = props;
  const holiday = publicHolidays[day.format('YYYY-MM-DD')];
  if (!holiday || outsideCurrentMonth) {
    return <DateRangePickerDay {...props} />;
  }
  return (
    <DateRangePickerDay
      {...props}
      title={holiday}
      sx={{
        [`& .${dateRangePickerDayClasses.day}`]: {
          color: 'error.main',
          fontWeight: 700,
          textDecoration: 'underline',
        },
      }}
    />
  );
}

export default function PublicHolidaysCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangeCalendar
        defaultValue={[dayjs('2026-12-21'), dayjs('2027-01-08')]}
        slots={{ day: HolidayDay }}
      />
    </LocalizationProvider>
  );
}
