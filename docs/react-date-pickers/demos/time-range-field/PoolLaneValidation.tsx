import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { SingleInputTimeRangeField } from '@mui/x-date-pickers-pro/SingleInputTimeRangeField';
import type {
  DateRange,
  TimeRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

const messages: Record<string, string> = {
  minTime: 'starts before the pool opens at 07:00',
  maxTime: 'ends after the pool closes at 21:00',
  minutesStep: 'is not on a quarter hour',
  invalidRange: 'ends before it starts',
  invalidDate: 'is incomplete',
};

function helperText([startError, endError]: TimeRangeValidationError) {
  const error = startError ?? endError;
  if (error === null) {
    return 'Open 07:00 to 21:00, book by the quarter hour';
  }
  const which = startError === null ? 'The end' : 'The start';
  return error === 'invalidRange'
    ? `The booking ${messages.invalidRange}.`
    : `${which} ${messages[error] ?? `is not allowed (${error})`}.`;
}

export default function PoolLaneValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-07-04T18:00'),
    dayjs('2026-07-04T19:15'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <SingleInputTimeRangeField
          label="Lane booking"
          value={value}
          onChange={setValue}
          onError={setError}
          ampm={false}
          minTime={dayjs('2026-07-04T07:00')}
          maxTime={dayjs('2026-07-04T21:00')}
          minutesStep={15}
          helperText={helperText(error)}
        />
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
          onError: {JSON.stringify(error)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
