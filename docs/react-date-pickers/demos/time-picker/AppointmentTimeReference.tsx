import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

// The appointment is on a known day; only its time is still open.
const appointmentDay = dayjs('2026-03-17T00:00');

function StoredValue({ value }: { value: Dayjs | null }) {
  return (
    <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
      {value?.isValid() ? value.format('ddd D MMM YYYY, HH:mm') : 'empty'}
    </Typography>
  );
}

// Keeps the time that was typed or picked, on the appointment's day.
const onAppointmentDay = (time: Dayjs | null) =>
  time?.isValid() ? appointmentDay.hour(time.hour()).minute(time.minute()) : time;

export default function AppointmentTimeReference() {
  const [referenceOnly, setReferenceOnly] = React.useState<Dayjs | null>(null);
  const [dateSetInOnChange, setDateSetInOnChange] = React.useState<Dayjs | null>(
    null,
  );

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Stack spacing={1}>
          <TimePicker
            label="referenceDate only"
            value={referenceOnly}
            onChange={setReferenceOnly}
            referenceDate={appointmentDay}
          />
          <StoredValue value={referenceOnly} />
        </Stack>
        <Stack spacing={1}>
          <TimePicker
            label="Date set in onChange"
            value={dateSetInOnChange}
            onChange={(time) => setDateSetInOnChange(onAppointmentDay(time))}
            referenceDate={appointmentDay}
          />
          <StoredValue value={dateSetInOnChange} />
        </Stack>
      </Stack>
    </LocalizationProvider>
  );
}
