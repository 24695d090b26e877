import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2026-03-01');
const lastDay = dayjs('2026-03-31');

function errorMessage(error: DateValidationError | null): string {
  switch (error) {
    case 'minDate':
    case 'maxDate':
      return 'Bookings are open for March 2026 only.';
    case 'shouldDisableDate':
      return 'The venue is closed on Sundays.';
    case 'invalidDate':
      return 'This date does not exist.';
    default:
      return 'Any day of March 2026 except Sundays.';
  }
}

function isSunday(date: Dayjs) {
  return date.day() === 0;
}

export default function MarchBookingValidation() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-02'));
  const [error, setError] = React.useState<DateValidationError | null>('maxDate');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Booking date"
        value={value}
        onChange={setValue}
        onError={setError}
        minDate={firstDay}
        maxDate={lastDay}
        shouldDisableDate={isSunday}
        slotProps={{ textField: { helperText: errorMessage(error) } }}
      />
    </LocalizationProvider>
  );
}
