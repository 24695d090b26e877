import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const bankHolidays = new Set(['2026-04-03', '2026-04-06']);

// Defined outside the component: the calendar calls it for every day it shows.
function isClosed(date: Dayjs) {
  const weekday = date.day();
  return (
    weekday === 0 || weekday === 6 || bankHolidays.has(date.format('YYYY-MM-DD'))
  );
}

export default function ReadingRoomCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-02'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar value={value} onChange={setValue} shouldDisableDate={isClosed} />
      <Typography sx={{ textAlign: 'center' }}>
        {value
          ? `Reading room booked for ${value.format('dddd D MMMM')}`
          : 'No day booked'}
      </Typography>
    </LocalizationProvider>
  );
}
