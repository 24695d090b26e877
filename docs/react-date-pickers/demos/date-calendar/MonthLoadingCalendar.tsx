import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';

export default function MonthLoadingCalendar() {
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleMonthChange = (_month: Dayjs) => {
    clearTimeout(timer.current);
    setLoading(true);
    // Stands for a request that fetches the data of the new month.
    timer.current = setTimeout(() => setLoading(false), 800);
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        referenceDate={dayjs('2026-03-01')}
        loading={loading}
        onMonthChange={handleMonthChange}
        renderLoading={() => <DayCalendarSkeleton />}
      />
    </LocalizationProvider>
  );
}
