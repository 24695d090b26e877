import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

// The helpdesk opens on Saturday 14 March 2026 at 9:00.
const opening = dayjs('2026-03-14T09:00');
const firstCall = dayjs('2026-03-20T08:00');

function describe(error: DateTimeValidationError | null) {
  return error ? `Error code: ${error}` : 'Accepted';
}

export default function MinTimeOrMinDateTime() {
  const [minTimeError, setMinTimeError] =
    React.useState<DateTimeValidationError | null>('minTime');
  const [minDateTimeError, setMinDateTimeError] =
    React.useState<DateTimeValidationError | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimePicker
          label="minTime"
          defaultValue={firstCall}
          minTime={opening}
          onError={setMinTimeError}
          slotProps={{ textField: { helperText: describe(minTimeError) } }}
        />
        <DateTimePicker
          label="minDateTime"
          defaultValue={firstCall}
          minDateTime={opening}
          onError={setMinDateTimeError}
          slotProps={{ textField: { helperText: describe(minDateTimeError) } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
