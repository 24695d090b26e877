import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { TimeRangePicker } from '@mui/x-date-pickers-pro/TimeRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function ShiftTimeRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-14T08:30'),
    dayjs('2026-03-14T16:45'),
  ]);
  const [start, end] = value;
  const minutes =
    start && end && start.isValid() && end.isValid()
      ? end.diff(start, 'minute')
      : null;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimeRangePicker
          label="Shift"
          value={value}
          onChange={setValue}
          timeSteps={{ minutes: 15 }}
        />
        <Typography variant="body2">
          {minutes === null || minutes < 0
            ? 'The shift needs a start before its end'
            : `Shift length: ${Math.floor(minutes / 60)} h ${minutes % 60} min`}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
