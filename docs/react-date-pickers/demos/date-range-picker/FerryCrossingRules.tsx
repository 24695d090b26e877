import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';

// The island ferry sails out on Saturdays and Wednesdays only, and returns
// on any day except Monday, when the harbour is closed.
const outboundDays = new Set([3, 6]);
// Sold-out sailings, whichever direction.
const soldOut = new Set(['2026-05-13', '2026-05-23']);

function shouldDisableDate(day: Dayjs, position: 'start' | 'end') {
  if (soldOut.has(day.format('YYYY-MM-DD'))) {
    return true;
  }
  if (position === 'start') {
    return !outboundDays.has(day.day());
  }
  return day.day() === 1;
}

export default function FerryCrossingRules() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[dayjs('2026-05-09'), dayjs('2026-05-15')]}
        minDate={dayjs('2026-05-01')}
        shouldDisableDate={shouldDisableDate}
        displayStaticWrapperAs="desktop"
        slotProps={{ actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
