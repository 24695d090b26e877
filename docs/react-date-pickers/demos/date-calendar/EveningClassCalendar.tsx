import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Pottery classes start in September, always at 18:30.
const firstClassMonth = dayjs('2026-09-01T18:30');

export default function EveningClassCalendar() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={(newValue) => setValue(newValue)}
          referenceDate={firstClassMonth}
        />
        <Typography variant="body2" aria-live="polite">
          {value
            ? `First class: ${value.format('ddd D MMM YYYY [at] HH:mm')}`
            : 'Nothing selected yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
