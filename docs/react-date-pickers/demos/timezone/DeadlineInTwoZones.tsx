import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

dayjs.extend(utc);
dayjs.extend(timezone);

// Entries close at one instant, stored in UTC.
const entriesClose = dayjs.utc('2026-06-15T22:00:00Z');

const offices = [
  { city: 'Tokyo', zone: 'Asia/Tokyo' },
  { city: 'Los Angeles', zone: 'America/Los_Angeles' },
];

function OfficeCalendar({ city, zone }: { city: string; zone: string }) {
  // The same instant, expressed in the calendar's zone.
  const lastEntry = entriesClose.tz(zone);
  return (
    <div>
      <Typography variant="subtitle2" sx={{ px: 3 }}>
        {city}: last entry {lastEntry.format('ddd D MMM, HH:mm')}
      </Typography>
      <DateCalendar timezone={zone} maxDate={lastEntry} referenceDate={lastEntry} />
    </div>
  );
}

export default function DeadlineInTwoZones() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {offices.map((office) => (
          <OfficeCalendar key={office.zone} {...office} />
        ))}
      </Stack>
    </LocalizationProvider>
  );
}
