import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

// Looking up a past harvest day: the year comes first.
export default function SeasonCalendarViews() {
  const [value, setValue] = React.useState<Dayjs | null>(null);
  const [view, setView] = React.useState<DateView>('year');
  const [visibleMonth, setVisibleMonth] = React.useState('none yet');
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          views={['year', 'month', 'day']}
          view={view}
          onViewChange={setView}
          referenceDate={dayjs('2025-09-01')}
          minDate={dayjs('2015-01-01')}
          maxDate={dayjs('2026-03-14')}
          yearsOrder="desc"
          onMonthChange={(month) => setVisibleMonth(month.format('MMMM YYYY'))}
        />
        <Typography variant="body2">
          View: {view} · month shown: {visibleMonth} · harvest day:{' '}
          {value ? value.format('D MMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
