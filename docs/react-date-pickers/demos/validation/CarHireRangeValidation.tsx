import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateTimeRangeValidationError } from '@mui/x-date-pickers-pro/models';

function errorMessage([startError, endError]: DateTimeRangeValidationError) {
  if (startError === 'invalidRange' || endError === 'invalidRange') {
    return 'The return must come after the pick-up.';
  }
  // minDateTime and maxDateTime report the part that breaks them: date or time.
  if (startError === 'minDate' || startError === 'minTime') {
    return 'The first cars are ready on 16 March at 8:00.';
  }
  if (endError === 'maxDate' || endError === 'maxTime') {
    return 'Cars must be back by 30 April at 18:00.';
  }
  if (startError || endError) {
    return 'Check the dates and times.';
  }
  return 'Pick-up from 16 March 8:00, return by 30 April 18:00';
}

export default function CarHireRangeValidation() {
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    'minDate',
    null,
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimeRangePicker
        label="Car hire"
        defaultValue={[dayjs('2026-03-14T09:00'), dayjs('2026-03-20T17:00')]}
        minDateTime={dayjs('2026-03-16T08:00')}
        maxDateTime={dayjs('2026-04-30T18:00')}
        onError={setError}
        slotProps={{
          textField: { helperText: errorMessage(error), sx: { minWidth: 420 } },
        }}
      />
    </LocalizationProvider>
  );
}
