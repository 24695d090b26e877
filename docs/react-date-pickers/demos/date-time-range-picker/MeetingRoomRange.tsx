import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateTimeRangePicker } from '@mui/x-date-pickers-pro/DateTimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function MeetingRoomRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-16T09:00'),
    dayjs('2026-03-17T17:30'),
  ]);
  const [start, end] = value;
  const hours =
    start && end && start.isValid() && end.isValid()
      ? end.diff(start, 'hour', true)
      : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateTimeRangePicker
          sx={{ width: 380 }}
          label="Room booking"
          value={value}
          onChange={setValue}
          timeSteps={{ minutes: 15 }}
          ampm={false}
        />
        <Typography variant="body2">
          {hours === null
            ? 'Choose both ends'
            : `The room is booked for ${hours.toFixed(1)} hours`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
