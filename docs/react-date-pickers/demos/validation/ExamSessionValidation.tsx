import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

// Sessions run every month except July and August, in even years only.
const isSummer = (month: Dayjs) => month.month() === 6 || month.month() === 7;
const isOddYear = (year: Dayjs) => year.year() % 2 === 1;

function errorMessage(error: DateValidationError | null) {
  if (error === 'shouldDisableMonth') {
    return 'No session in July or August.';
  }
  if (error === 'shouldDisableYear') {
    return 'Sessions take place in even years.';
  }
  return 'Any month but July and August, even years';
}

export default function ExamSessionValidation() {
  const [error, setError] = React.useState<DateValidationError | null>(
    'shouldDisableMonth',
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Exam session"
        views={['year', 'month']}
        openTo="month"
        format="MMMM YYYY"
        defaultValue={dayjs('2026-07-01')}
        minDate={dayjs('2024-01-01')}
        maxDate={dayjs('2030-12-31')}
        shouldDisableMonth={isSummer}
        shouldDisableYear={isOddYear}
        onError={setError}
        slotProps={{ textField: { helperText: errorMessage(error) } }}
      />
    </LocalizationProvider>
  );
}
