import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function LuxonUtcWebinar() {
  const [start, setStart] = React.useState<DateTime | null>(
    DateTime.fromISO('2026-03-14T15:00:00Z', { zone: 'utc' }),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimePicker
          label="Webinar start (Berlin)"
          timezone="Europe/Berlin"
          ampm={false}
          value={start}
          onChange={setStart}
        />
        <Typography variant="body2">
          Stored value:{' '}
          {start?.isValid
            ? `${start.toISO()} (zone ${start.zoneName})`
            : 'no valid date'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
