import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The match day is known; only the kick-off time is missing.
const matchDay = dayjs('2026-03-14T00:00');

export default function ReferenceDateParts() {
  const [kickOff, setKickOff] = React.useState<Dayjs | null>(null);
  const [day, setDay] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TimeField
            label="Kick-off"
            value={kickOff}
            onChange={setKickOff}
            referenceDate={matchDay}
          />
          <Typography variant="body2">
            {kickOff?.isValid()
              ? kickOff.format('dddd D MMMM YYYY, HH:mm')
              : 'Type a time'}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <DateCalendar
            value={day}
            onChange={setDay}
            referenceDate={dayjs('2026-07-01T19:30')}
          />
          <Typography variant="body2">
            {day ? day.format('ddd D MMMM YYYY, HH:mm') : 'Pick a summer evening'}
          </Typography>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
