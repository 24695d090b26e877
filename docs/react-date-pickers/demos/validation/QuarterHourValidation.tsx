import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

export default function QuarterHourValidation() {
  const [error, setError] = React.useState<DateTimeValidationError | null>(
    'minutesStep',
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Meeting room booking"
        defaultValue={dayjs('2026-03-14T10:10')}
        minutesStep={15}
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'minutesStep'
                ? 'Bookings start on the quarter hour (:00, :15, :30, :45).'
                : 'Starts on a quarter hour',
          },
        }}
      />
    </LocalizationProvider>
  );
}
