import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function WeekNumberCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          fixedWeekNumber={6}
        />
        <Typography variant="body2">
          Selected: {value ? value.format('ddd D MMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
