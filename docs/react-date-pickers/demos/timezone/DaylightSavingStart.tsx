import * as React from 'react';
import { DateTime } from 'luxon';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

const zone = 'Europe/Paris';
// Night of 28 to 29 March 2026: Paris clocks jump from 02:00 to 03:00.
const hours = Array.from({ length: 6 }, (_, index) =>
  DateTime.fromISO('2026-03-28T22:00:00Z', { zone: 'utc' }).plus({ hours: index }),
);

export default function DaylightSavingStart() {
  // The night bakery's oven starts at 01:30 Paris time.
  const [value, setValue] = React.useState<DateTime | null>(
    DateTime.fromISO('2026-03-29T00:30:00Z', { zone: 'utc' }),
  );
  return (
    // Luxon computes Paris time from its own zone data, whatever the reader's zone.
    <LocalizationProvider dateAdapter={AdapterLuxon}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <DateTimePicker
            label="Oven start (Paris)"
            timezone={zone}
            value={value}
            onChange={setValue}
            ampm={false}
          />
          <Typography variant="body2">
            UTC: {value?.isValid ? value.toUTC().toISO() : 'no valid date'}
          </Typography>
          <Typography variant="body2">
            Paris offset:{' '}
            {value?.isValid ? value.setZone(zone).toFormat('ZZ') : 'unknown'}
          </Typography>
        </Stack>
        <Stack component="ul" sx={{ m: 0, pl: 2 }}>
          {hours.map((instant) => (
            <Typography component="li" variant="body2" key={instant.toISO()}>
              {instant.toFormat('HH:mm')} UTC ={' '}
              {instant.setZone(zone).toFormat('HH:mm (ZZ)')} Paris
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
