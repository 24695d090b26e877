import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { MultiSectionDigitalClock } from '@mui/x-date-pickers/MultiSectionDigitalClock';

// A parking ticket: hours, quarter hours and ten-second steps, on a 12-hour clock.
export default function ParkingTicketSections() {
  const [value, setValue] = React.useState<Dayjs | null>(
    dayjs('2026-03-14T14:15:30'),
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <MultiSectionDigitalClock
          value={value}
          onChange={setValue}
          views={['hours', 'minutes', 'seconds']}
          timeSteps={{ hours: 1, minutes: 15, seconds: 10 }}
          ampm
        />
        <Typography variant="body2">
          Ticket valid until {value ? value.format('h:mm:ss A') : 'no time'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
