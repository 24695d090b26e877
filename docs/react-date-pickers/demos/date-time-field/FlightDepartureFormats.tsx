import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

export default function FlightDepartureFormats() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-10-31T21:05'));
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <DateTimeField
          label="Departure (ISO-like, 24-hour)"
          value={value}
          onChange={setValue}
          format="YYYY-MM-DD HH:mm"
        />
        <DateTimeField
          label="Departure (day first, spacious)"
          value={value}
          onChange={setValue}
          format="DD.MM.YYYY HH:mm"
          formatDensity="spacious"
        />
        <DateTimeField
          label="Departure (month name, 12-hour)"
          value={value}
          onChange={setValue}
          format="MMMM D, YYYY h:mm A"
        />
        <DateTimeField
          label="Departure (weekday shown)"
          value={value}
          onChange={setValue}
          format="ddd DD/MM/YYYY HH:mm"
        />
      </Stack>
    </LocalizationProvider>
  );
}
