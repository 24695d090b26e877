import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

export default function OpeningHoursValidation() {
  const [error, setError] = React.useState<TimeValidationError | null>('maxTime');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <TimePicker
        label="Pick-up time"
        defaultValue={dayjs('2026-03-14T19:30')}
        minTime={dayjs('2026-03-14T09:00')}
        maxTime={dayjs('2026-03-14T18:00')}
        minutesStep={15}
        onError={setError}
        slotProps={{
          textField: {
            helperText:
              error === 'minTime' || error === 'maxTime'
                ? 'The shop is open from 9:00 to 18:00.'
                : error === 'minutesStep'
                  ? 'Use a quarter hour: :00, :15, :30 or :45.'
                  : 'Between 9:00 and 18:00',
          },
        }}
      />
    </LocalizationProvider>
  );
}
