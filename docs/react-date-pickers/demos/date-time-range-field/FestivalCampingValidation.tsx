import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputDateTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputDateTimeRangeField';
import type {
  DateRange,
  DateTimeRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

const gatesOpen = dayjs('2026-07-10T12:00');
const gatesClose = dayjs('2026-07-13T11:00');

function explain(error: DateTimeRangeValidationError[number]) {
  switch (error) {
    case 'minDate':
    case 'minTime':
      return 'is before the gates open (10 July, 12:00)';
    case 'maxDate':
    case 'maxTime':
      return 'is after the gates close (13 July, 11:00)';
    case 'shouldDisableDate':
      return 'falls on 12 July, when no one can arrive';
    case 'invalidDate':
      return 'is incomplete';
    default:
      return `is not allowed (${error})`;
  }
}

function helperText([startError, endError]: DateTimeRangeValidationError) {
  if (startError === 'invalidRange') {
    return 'The departure must come after the arrival.';
  }
  if (startError !== null) {
    return `The arrival ${explain(startError)}.`;
  }
  if (endError !== null) {
    return `The departure ${explain(endError)}.`;
  }
  return 'Arrive from 10 July 12:00, leave by 13 July 11:00';
}

export default function FestivalCampingValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-10T15:00'),
    dayjs('2026-07-13T10:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    null,
    null,
  ]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 480 }}>
        <SingleInputDateTimeRangeField
          label="Camping pitch"
          value={value}
          onChange={setValue}
          onError={setError}
          ampm={false}
          minDateTime={gatesOpen}
          maxDateTime={gatesClose}
          shouldDisableDate={(day, position) =>
            position === 'start' && day.isSame(dayjs('2026-07-12'), 'day')
          }
          helperText={helperText(error)}
          fullWidth
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onError: {JSON.stringify(error)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
