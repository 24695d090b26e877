import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// The plugin gives `en` its formats (L, LT...), which the adapter reads from the locale.
dayjs.extend(localizedFormat);

// US English with weeks from Monday, registered under a name of its own. The third
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
