import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

export default function HolidayRangeCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-27'),
    dayjs('2026-04-05'),
  ]);
  const [calendars, setCalendars] = React.useState<1 | 2 | 3>(2);
  const [start, end] = value;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* 'safe center': on a narrow screen the months overflow to the right, where
          the frame scrolls, instead of on both sides. */}
      <Stack spacing={2} sx={{ alignItems: 'safe center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={calendars}
          onChange={(_event, next: 1 | 2 | 3 | null) => next && setCalendars(next)}
          aria-label="Number of months"
        >
          <ToggleButton value={1}>1 month</ToggleButton>
          <ToggleButton value={2}>2 months</ToggleButton>
          <ToggleButton value={3}>3 months</ToggleButton>
        </ToggleButtonGroup>
        <DateRangeCalendar value={value} onChange={setValue} calendars={calendars} />
        <Typography variant="body2">
          Holiday: {start ? start.format('D MMM') : '…'} –{' '}
          {end ? end.format('D MMM YYYY') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
