import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type {
  DateRange,
  DateTimeRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

// The data centre allows maintenance from Friday 20:00 to Sunday 06:00.
const windowOpens = dayjs('2026-02-13T20:00');
const windowCloses = dayjs('2026-02-15T06:00');

export default function MaintenanceWindowLimits() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-02-13T22:00'),
    dayjs('2026-02-14T04:00'),
  ]);
  const [error, setError] = React.useState<DateTimeRangeValidationError>([
    null,
    null,
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeRangePicker
          sx={{ width: 380 }}
          label="Server upgrade"
          value={value}
          onChange={setValue}
          onError={setError}
          minDateTime={windowOpens}
          maxDateTime={windowCloses}
          ampm={false}
          timeSteps={{ minutes: 30 }}
        />
        <Typography variant="body2">
          Start: {error[0] ?? 'valid'} · End: {error[1] ?? 'valid'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
