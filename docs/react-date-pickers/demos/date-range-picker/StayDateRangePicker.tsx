import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

function nights([start, end]: DateRange<Dayjs>) {
  if (!start || !end || !start.isValid() || !end.isValid()) {
    return 'Pick a check-in and a check-out day';
  }
  const count = end.diff(start, 'day');
  return `${count} night${count === 1 ? '' : 's'}, ${start.format('D MMM')} to ${end.format('D MMM YYYY')}`;
}

export default function StayDateRangePicker() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-14'),
    dayjs('2026-03-18'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          sx={{ width: 280 }}
          value={value}
          onChange={setValue}
          label="Stay"
          minDate={dayjs('2026-03-01')}
        />
        <Typography variant="body2">{nights(value)}</Typography>
      </Stack>
    </LocalizationProvider>
  );
}
