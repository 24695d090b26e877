import * as React from 'react';
import { enGB } from 'date-fns/locale/en-GB';
import { format as formatJalali } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import 'moment/locale/ar-sa';
import moment, { type Moment } from 'moment-hijri';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { AdapterMomentHijri } from '@mui/x-date-pickers/AdapterMomentHijri';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Loading a Moment locale also makes it Moment's global locale: restore English for the rest of the app.
moment.locale('en');

// The years moment-hijri knows: 1356 to 1499 AH.
const hijriMinDate = moment('1356/01/01', 'iYYYY/iMM/iDD');
const hijriMaxDate = moment('1499/12/29', 'iYYYY/iMM/iDD');
// One-letter weekday names head the columns: the short Persian names are numbered, Arabic ones share first letters.
const jalaliWeekday = (day: Date | Moment) =>
  formatJalali(day.valueOf(), 'EEEEE', { locale: faIR });
const hijriWeekday = (day: Date | Moment) =>
  moment(day).locale('ar-sa').format('dd');

// Jalali and Hijri readers write right to left; the Gregorian column keeps the page's direction.
function Column({
  title,
  rtl = false,
  children,
}: {
  title: string;
  rtl?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" aria-label={title} sx={{ width: 320 }}>
      <Typography variant="subtitle2" component="h3" sx={{ textAlign: 'center' }}>
        {title}
      </Typography>
      {rtl ? (
        <RtlProvider value>
          <Box dir="rtl">{children}</Box>
        </RtlProvider>
      ) : (
        children
      )}
    </Box>
  );
}

export default function OneDateThreeCalendars() {
  // One Date in state; the Hijri calendar works with Moment objects, converted on the way in and out.
  const [date, setDate] = React.useState<Date>(new Date(2026, 2, 21));
  const hijriValue = React.useMemo(() => moment(date), [date]);
  const selectDate = (next: Date | Moment | null) => {
    if (next) setDate(moment.isMoment(next) ? next.toDate() : next);
  };
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}
    >
      <Column title="Gregorian (date-fns)">
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={enGB}>
          <DateCalendar value={date} onChange={selectDate} />
        </LocalizationProvider>
      </Column>
      <Column title="Jalali (date-fns-jalali)" rtl>
        <LocalizationProvider
          dateAdapter={AdapterDateFnsJalali}
          adapterLocale={faIR}
        >
          <DateCalendar
            value={date}
            onChange={selectDate}
            dayOfWeekFormatter={jalaliWeekday}
          />
        </LocalizationProvider>
      </Column>
      <Column title="Hijri (moment-hijri)" rtl>
        <LocalizationProvider dateAdapter={AdapterMomentHijri}>
          <DateCalendar
            value={hijriValue}
            onChange={selectDate}
            minDate={hijriMinDate}
            maxDate={hijriMaxDate}
            dayOfWeekFormatter={hijriWeekday}
          />
        </LocalizationProvider>
      </Column>
    </Box>
  );
}
