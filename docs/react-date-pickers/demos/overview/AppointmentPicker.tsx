import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const firstDay = dayjs('2026-03-02');

function isWeekend(date: Dayjs) {
  const day = date.day();
  return day === 0 || day === 6;
}

export default function AppointmentPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(firstDay);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          referenceDate={firstDay}
          shouldDisableDate={isWeekend}
          views={['year', 'month', 'day']}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" aria-live="polite">
            Appointment: {value ? value.format('dddd D MMMM YYYY') : 'none'}
          </Typography>
          <Button
            variant="outlined"
            onClick={() => setValue(null)}
            disabled={value === null}
          >
            Clear
          </Button>
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
