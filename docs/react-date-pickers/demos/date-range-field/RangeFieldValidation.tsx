import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import type {
  DateRange,
  DateRangeValidationError,
} from '@mui/x-date-pickers-pro/models';

// The campsite is open from May to September.
const seasonStart = dayjs('2026-05-01');
const seasonEnd = dayjs('2026-09-30');

// Arrivals are not possible on Mondays, departures not on Sundays.
function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  if (position === 'start') {
    return day.day() === 1;
  }
  return day.day() === 0;
}

export default function RangeFieldValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-06-09'),
    dayjs('2026-06-13'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <MultiInputDateRangeField
          value={value}
          onChange={setValue}
          onError={setError}
          minDate={seasonStart}
          maxDate={seasonEnd}
          shouldDisableDate={shouldDisableDate}
          slotProps={{
            textField: ({ position }) => ({
              label: position === 'start' ? 'Arrival' : 'Departure',
            }),
          }}
        />
        <Typography variant="body2">
          Arrival error: {error[0] ?? 'none'} · Departure error: {error[1] ?? 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
