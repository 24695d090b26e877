import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Check-in opens at 16:00 and check-out closes at 10:00, whatever the days.
const checkInAndOut: [Dayjs, Dayjs] = [
  dayjs('2026-07-01T16:00'),
  dayjs('2026-07-01T10:00'),
];

export default function RangeReferenceDates() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([null, null]);
  const [arrival, departure] = stay;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={setStay}
          referenceDate={checkInAndOut}
        />
        <Typography variant="body2">
          Arrive: {arrival ? arrival.format('ddd D MMM, HH:mm') : 'pick a day'}
        </Typography>
        <Typography variant="body2">
          Leave: {departure ? departure.format('ddd D MMM, HH:mm') : 'pick a day'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
