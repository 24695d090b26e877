import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';
import { usePickerAdapter } from '@mui/x-date-pickers/hooks';

// Recycling is collected every 14 days, counting from a known collection day.
const FIRST_COLLECTION = '2026-01-08';

// No Day.js in here: the adapter builds and compares the dates, under any library.
function RecyclingDay(props: PickersDayProps) {
  const { day } = props;
  const adapter = usePickerAdapter();
  const firstCollection = adapter.date(FIRST_COLLECTION);
  const elapsed =
    adapter.toJsDate(adapter.startOfDay(day)).getTime() -
    adapter.toJsDate(adapter.startOfDay(firstCollection)).getTime();
  // Rounded, so that a day made 23 or 25 hours long by a clock change still counts as one.
  const days = Math.round(elapsed / 86_400_000);
  const isCollection = days >= 0 && days % 14 === 0;

  if (!isCollection) {
    return <PickersDay {...props} />;
  }
  return (
    <PickersDay
      {...props}
      aria-label={`${adapter.format(day, 'fullDate')}, recycling`}
      sx={{ border: '2px solid', borderColor: 'success.main' }}
    />
  );
}

export default function CollectionDaysCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        slots={{ day: RecyclingDay }}
      />
    </LocalizationProvider>
  );
}
