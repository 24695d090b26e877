import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import {
  DateRangePickerDay,
  type DateRangePickerDayProps,
} from '@mui/x-date-pickers-pro/DateRangePickerDay';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

const isWeekendNight = (day: Dayjs) => day.day() === 5 || day.day() === 6;

// Friday and Saturday nights cost more: the calendar marks them inside the range.
function PricedDay(props: DateRangePickerDayProps) {
  const { day, isHighlighting, outsideCurrentMonth, selected } = props;
  const weekendInRange =
    isHighlighting && !selected && !outsideCurrentMonth && isWeekendNight(day);
  return (
    <DateRangePickerDay
      {...props}
      sx={
        weekendInRange
          ? { '& button': { fontWeight: 700, color: 'warning.dark' } }
          : undefined
      }
    />
  );
}

function weekendCount([start, end]: DateRange<Dayjs>) {
  if (!start || !end || !start.isValid() || !end.isValid()) {
    return 0;
  }
  let count = 0;
  for (let night = start; night.isBefore(end, 'day'); night = night.add(1, 'day')) {
    count += isWeekendNight(night) ? 1 : 0;
  }
  return count;
}

export default function WeekendNightsRange() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-03-12'),
    dayjs('2026-03-22'),
  ]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DateRangePicker
          sx={{ width: 280 }}
          label="Stay"
          value={value}
          onChange={setValue}
          slots={{ day: PricedDay }}
        />
        <Typography variant="body2">
          Weekend nights at the higher rate: {weekendCount(value)}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
