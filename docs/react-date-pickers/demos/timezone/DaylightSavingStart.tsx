import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

const zone = 'Europe/Paris';
// Night of 28 to 29 March 2026: Paris clocks jump from 02:00 to 03:00.
const hours = Array.from({ length: 6 }, (_, index) =>
  dayjs.utc('2026-03-28T22:00:00Z').add(index, 'hour'),
);

export default function DaylightSavingStart() {
  // The night bakery's oven starts at 01:30 Paris time.
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs.utc('2026-03-29T00:30:00Z'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
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
            UTC: {value && value.isValid() ? value.toISOString() : 'no valid date'}
          </Typography>
          <Typography variant="body2">
            Paris offset:{' '}
            {value && value.isValid() ? value.tz(zone).format('Z') : 'unknown'}
          </Typography>
        </Stack>
        <Stack component="ul" sx={{ m: 0, pl: 2 }}>
          {hours.map((instant) => (
            <Typography component="li" variant="body2" key={instant.toISOString()}>
              {instant.format('HH:mm')} UTC = {instant.tz(zone).format('HH:mm (Z)')}{' '}
              Paris
            </Typography>
          ))}
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
