import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/en-gb';
import weekOfYear from 'dayjs/plugin/weekOfYear';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(weekOfYear);

// Payroll weeks run from Monday to Sunday, as in the en-gb locale.
const startOfWeek = (day: Dayjs) => day.locale('en-gb').startOf('week');

export default function PayrollWeekCalendar() {
  const [day, setDay] = React.useState<Dayjs | null>(dayjs('2026-03-11'));
  const weekStart = day ? startOfWeek(day) : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={day}
          onChange={setDay}
          displayWeekNumber
          showDaysOutsideCurrentMonth
          slotProps={{
            // Every day of the chosen week joins one band; its ends are rounded.
            day: (ownerState) => {
              if (
                !weekStart ||
                !startOfWeek(ownerState.day).isSame(weekStart, 'day')
              ) {
                return {};
              }
              return {
                sx: {
                  borderRadius: 0,
                  mx: 0,
                  width: 40,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '&:hover, &:focus, &.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: 'primary.dark',
                  },
                  ...(ownerState.isDayStartOfWeek && {
                    borderRadius: '50% 0 0 50%',
                  }),
                  ...(ownerState.isDayEndOfWeek && { borderRadius: '0 50% 50% 0' }),
                },
              };
            },
          }}
        />
        <Typography variant="body2">
          {weekStart
            ? `Week ${weekStart.week()}: ${weekStart.format('ddd D MMM')} to ${weekStart
                .add(6, 'day')
                .format('ddd D MMM YYYY')}`
            : 'Pick any day of a week'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
