import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange, RangePosition } from '@mui/x-date-pickers-pro/models';

// A weekend-break cottage: arrive on Friday or Saturday, leave on Sunday or Monday.
function isRefused(day: Dayjs, position: RangePosition) {
  const weekday = day.day();
  return position === 'start'
    ? weekday !== 5 && weekday !== 6
    : weekday !== 0 && weekday !== 1;
}

export default function WeekendBreakRangeValidation() {
  const [stay, setStay] = React.useState<DateRange<Dayjs>>([null, null]);
  const [position, setPosition] = React.useState<RangePosition>('start');
  const [arrival, departure] = stay;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle2">
          {position === 'start'
            ? 'Choose your arrival (Friday or Saturday)'
            : 'Choose your departure (Sunday or Monday)'}
        </Typography>
        <DateRangeCalendar
          calendars={1}
          value={stay}
          onChange={setStay}
          rangePosition={position}
          onRangePositionChange={setPosition}
          referenceDate={dayjs('2026-05-01')}
          shouldDisableDate={isRefused}
        />
        <Typography variant="body2">
          Stay: {arrival ? arrival.format('ddd D MMM') : '…'} to{' '}
          {departure ? departure.format('ddd D MMM') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
