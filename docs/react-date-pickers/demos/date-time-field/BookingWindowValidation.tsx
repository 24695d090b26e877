import * as React from 'react';
import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const saleOpens = dayjs('2026-03-02T09:00');
const saleCloses = dayjs('2026-03-06T17:30');

function saleMessage(error: DateTimeValidationError) {
  if (error === 'minDate' || error === 'minTime') {
    return 'Sales open on 2 March at 09:00.';
  }
  if (error === 'maxDate' || error === 'maxTime') {
    return 'Sales close on 6 March at 17:30.';
  }
  return error === null ? '2 March 09:00 to 6 March 17:30' : `Invalid (${error})`;
}

function clinicMessage(error: DateTimeValidationError) {
  if (error === 'minTime' || error === 'maxTime') {
    return 'The clinic sees patients from 08:00 to 18:00.';
  }
  if (error === 'shouldDisableDate') {
    return 'The clinic is closed at weekends.';
  }
  return error === null ? 'Weekdays, 08:00 to 18:00' : `Invalid (${error})`;
}

export default function BookingWindowValidation() {
  const [saleError, setSaleError] = React.useState<DateTimeValidationError>(null);
  const [clinicError, setClinicError] =
    React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimeField
          label="Ticket purchase"
          defaultValue={dayjs('2026-03-06T16:00')}
          minDateTime={saleOpens}
          maxDateTime={saleCloses}
          onError={setSaleError}
          helperText={saleMessage(saleError)}
          ampm={false}
        />
        <DateTimeField
          label="Clinic appointment"
          defaultValue={dayjs('2026-03-04T17:45')}
          minTime={dayjs('2026-01-01T08:00')}
          maxTime={dayjs('2026-01-01T18:00')}
          shouldDisableDate={(day) => day.day() === 0 || day.day() === 6}
          onError={setClinicError}
          helperText={clinicMessage(clinicError)}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
