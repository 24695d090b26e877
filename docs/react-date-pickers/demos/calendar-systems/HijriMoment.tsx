import * as React from 'react';
// The Arabic locale must be loaded before moment-hijri, which adds the Hijri month names to it.
import 'moment/locale/ar-sa';
import moment, { type Moment } from 'moment-hijri';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// Loading a Moment locale also makes it Moment's global locale: restore English for the rest of the app.
moment.locale('en');

// moment-hijri knows the years 1356 to 1499 AH only; the year view throws outside of them.
const minDate = moment('1356/01/01', 'iYYYY/iMM/iDD');
const maxDate = moment('1499/12/29', 'iYYYY/iMM/iDD');
// Moment's `Do` token is the Gregorian day of the month: spell the long date with Hijri tokens only.
const hijriFormats = { fullDate: 'iD iMMMM iYYYY' };
// One-letter Arabic weekday names, rather than the first letter of each short name.
const weekdayLetter = (day: Moment) => day.format('dd');

export default function HijriMoment() {
  // 20 March 2026 is 1 Shawwal 1447 in the Umm al-Qura calendar: Eid al-Fitr.
  const [value, setValue] = React.useState<Moment | null>(moment('2026-03-20'));
  return (
    <LocalizationProvider
      dateAdapter={AdapterMomentHijri}
      dateFormats={hijriFormats}
    >
      <RtlProvider value>
        <Box dir="rtl">
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
          >
            <DateCalendar
              value={value}
              onChange={setValue}
              minDate={minDate}
              maxDate={maxDate}
              dayOfWeekFormatter={weekdayLetter}
            />
            <DatePicker
              label="تاريخ الموعد"
              value={value}
              onChange={setValue}
              minDate={minDate}
              maxDate={maxDate}
            />
          </Stack>
        </Box>
      </RtlProvider>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Hijri:{' '}
        {value?.isValid()
          ? value.clone().locale('en').format('iYYYY/iMM/iDD')
          : 'no valid date'}{' '}
        — Gregorian:{' '}
        {value?.isValid()
          ? value.clone().locale('en').format('YYYY-MM-DD')
          : 'no valid date'}
      </Typography>
    </LocalizationProvider>
  );
}
