import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

dayjs.extend(utc);
dayjs.extend(timezone);

const subscribe = () => () => {};
const guessZone = () => dayjs.tz.guess();

export default function SystemAndUtc() {
  // A backup job scheduled at 02:00 UTC.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2026-03-14T02:00:00Z'),
  );
  // The server does not know the visitor's zone: 'system' is only shown once in the browser.
  const systemZone = React.useSyncExternalStore(subscribe, guessZone, () => null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateTimeField
            label='timezone="UTC"'
            timezone="UTC"
            value={value}
            onChange={setValue}
          />
          <DateTimeField
            label={
              systemZone ? `timezone="system" (${systemZone})` : 'timezone="system"'
            }
            timezone={systemZone ? 'system' : 'UTC'}
            disabled={!systemZone}
            value={value}
            onChange={setValue}
          />
        </Stack>
        <Typography variant="body2">
          Stored: {value && value.isValid() ? value.toISOString() : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
