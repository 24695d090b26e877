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

function flightTime(departure: Dayjs | null, arrival: Dayjs | null) {
  if (!departure?.isValid() || !arrival?.isValid()) {
    return 'unknown';
  }
  const minutes = arrival.diff(departure, 'minute');
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

// Each value is created in its airport's zone; neither picker has a `timezone` prop.
export default function ZoneFromValue() {
  const [departure, setDeparture] = React.useState<Dayjs | null>(
    dayjs.tz('2026-03-14T17:00', 'Asia/Tokyo'),
  );
  const [arrival, setArrival] = React.useState<Dayjs | null>(
    dayjs.tz('2026-03-14T10:00', 'America/Los_Angeles'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DateTimePicker
            label="Departs Tokyo"
            value={departure}
            onChange={setDeparture}
          />
          <DateTimePicker
            label="Arrives San Francisco"
            value={arrival}
            onChange={setArrival}
          />
        </Stack>
        <Typography variant="body2">
          Offsets of the values: {departure?.format('Z') ?? '…'} and{' '}
          {arrival?.format('Z') ?? '…'}. Flight time:{' '}
          {flightTime(departure, arrival)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
