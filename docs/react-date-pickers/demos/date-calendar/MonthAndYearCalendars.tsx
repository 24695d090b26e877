import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MonthCalendar } from '@mui/x-date-pickers/MonthCalendar';
import { YearCalendar } from '@mui/x-date-pickers/YearCalendar';

export default function MonthAndYearCalendars() {
  const [value, setValue] = React.useState<Dayjs>(dayjs('2026-03-01'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <YearCalendar
            value={value}
            onChange={(year) => setValue(value.year(year.year()))}
            minDate={dayjs('2020-01-01')}
            maxDate={dayjs('2031-12-31')}
          />
          <MonthCalendar
            value={value}
            onChange={(month) => setValue(value.month(month.month()))}
          />
        </Stack>
        <Typography variant="body2">
          Billing period: {value.format('MMMM YYYY')}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
