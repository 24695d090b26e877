import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError, TimeView } from '@mui/x-date-pickers/models';

// The clinic closes for lunch from 12:30 to 13:30.
function isLunchBreak(value: Dayjs, view: TimeView) {
  // No whole hour is closed, so only the minutes view disables options.
  if (view !== 'minutes') {
    return false;
  }
  const minutes = value.hour() * 60 + value.minute();
  return minutes >= 12 * 60 + 30 && minutes < 13 * 60 + 30;
}

export default function LunchBreakValidation() {
  const [error, setError] = React.useState<TimeValidationError | null>(
    'shouldDisableTime-minutes',
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Appointment"
        ampm={false}
        defaultValue={dayjs('2026-03-14T12:45')}
        shouldDisableTime={isLunchBreak}
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'shouldDisableTime-minutes'
                ? 'The clinic is closed from 12:30 to 13:30.'
                : 'Closed for lunch 12:30–13:30',
          },
        }}
      />
    </LocalizationProvider>
  );
}
