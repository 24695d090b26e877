import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The farmers' market opens on Wednesdays and Saturdays.
const marketWeekdays = new Set([3, 6]);

export default function MarketDaysCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        slotProps={{
          day: (ownerState) => {
            const isMarketDay =
              !ownerState.isDayOutsideMonth &&
              !ownerState.isDaySelected &&
              marketWeekdays.has(ownerState.day.day());
            return isMarketDay
              ? {
                  title: 'Market day',
                  sx: { bgcolor: 'success.main', color: 'success.contrastText' },
                }
              : {};
          },
        }}
      />
    </LocalizationProvider>
  );
}
