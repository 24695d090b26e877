import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// US English with weeks from Monday, registered under a name of its own. Importing
// AdapterDayjs has already extended Day.js with localizedFormat, which gives `en`
// the formats (L, LT...) that the copy keeps and the adapter reads. The third
// argument keeps it out of Day.js's global locale, so `en` still starts on Sunday.
const english = dayjs.Ls.en;
if (english) {
  dayjs.locale({ ...english, name: 'en-monday', weekStart: 1 }, undefined, true);
}

export default function WeekStartLocale() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <DateField label="Timesheet day" defaultValue={dayjs('2026-03-04')} />
        <DateCalendar defaultValue={dayjs('2026-03-04')} displayWeekNumber />
      </Stack>
    </LocalizationProvider>
  );
}
