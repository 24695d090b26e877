import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function UtcDatePicker() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DatePicker
          label="Report day (UTC)"
          timezone="UTC"
          referenceDate={dayjs.utc('2026-03-01T00:00:00Z')}
          value={value}
          onChange={setValue}
        />
        <Typography variant="body2">
          Sent to the server:{' '}
          {value && value.isValid() ? value.toISOString() : 'nothing yet'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
