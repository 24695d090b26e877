import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// An archive of the 2024 Paris Olympics: only the days of competition have results.
const firstDay = dayjs('2024-07-26');
const lastDay = dayjs('2024-08-11');

export default function DefaultReferenceDate() {
  const [day, setDay] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          minDate={firstDay}
          maxDate={lastDay}
        />
        <Typography variant="body2">
          {day
            ? `Results of ${day.format('dddd D MMMM YYYY')}`
            : 'No day chosen yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
