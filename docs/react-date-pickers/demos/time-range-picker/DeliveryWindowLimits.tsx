import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type {
  DateRange,
  TimeRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

// The courier delivers between 08:00 and 20:00.
const firstRound = dayjs('2026-11-09T08:00');
const lastRound = dayjs('2026-11-09T20:00');

export default function DeliveryWindowLimits() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-11-09T12:00'),
    dayjs('2026-11-09T14:00'),
  ]);
  const [error, setError] = React.useState<TimeRangeValidationError>([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Delivery window"
          value={value}
          onChange={setValue}
          onError={setError}
          minTime={firstRound}
          maxTime={lastRound}
          timeSteps={{ minutes: 30 }}
          ampm={false}
        />
        <Typography variant="body2">
          From: {error[0] ?? 'valid'} · To: {error[1] ?? 'valid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
