import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// One dentist appointment, edited by three pickers that each own a part of it.
export default function DateOrTimeParts() {
  const [appointment, setAppointment] = React.useState<Dayjs | null>(
    dayjs('2026-03-14T09:30'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DatePicker label="Day" value={appointment} onChange={setAppointment} />
          <TimePicker label="Time" value={appointment} onChange={setAppointment} />
          <DateTimePicker
            label="Day and time"
            value={appointment}
            onChange={setAppointment}
          />
        </Stack>
        <Typography variant="body2">
          Appointment:{' '}
          {appointment?.isValid()
            ? appointment.format('dddd D MMMM YYYY [at] HH:mm')
            : 'incomplete'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
