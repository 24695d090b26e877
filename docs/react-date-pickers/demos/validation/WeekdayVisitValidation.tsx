import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Defined outside the component: the calendar calls it for every day it shows.
function isWeekend(date: Dayjs) {
  return date.day() === 0 || date.day() === 6;
}

export default function WeekdayVisitValidation() {
  // 14 March 2026 is a Saturday, so the initial value is already invalid.
  const [error, setError] = React.useState<DateValidationError | null>(
    'shouldDisableDate',
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Site visit"
        defaultValue={dayjs('2026-03-14')}
        shouldDisableDate={isWeekend}
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'shouldDisableDate'
                ? 'The site is closed at weekends.'
                : 'Monday to Friday',
          },
        }}
      />
    </LocalizationProvider>
  );
}
