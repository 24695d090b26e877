import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { fr } from 'date-fns/locale/fr';
import { DateTime } from 'luxon';
import moment from 'moment';
import 'moment/locale/nl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { AdapterLuxon } from '@mui/x-date-pickers/AdapterLuxon';
import { AdapterMoment } from '@mui/x-date-pickers/AdapterMoment';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// Loading a Moment locale also makes it Moment's global locale: restore English for the rest of the app.
moment.locale('en');

// 4 March 2026, in each library's own type.
const dayjsValue = dayjs('2026-03-04');
const dateValue = new Date(2026, 2, 4);
const luxonValue = DateTime.fromISO('2026-03-04');
const momentValue = moment('2026-03-04');

interface ColumnProps {
  library: string;
  locale: string;
  valueType: string;
  children: React.ReactNode;
}

function Column({ library, locale, valueType, children }: ColumnProps) {
  return (
    <Box
      component="section"
      aria-label={library}
      sx={{ width: 300, textAlign: 'center' }}
    >
      <Typography variant="subtitle2" component="h3">
        {library} · {locale}
      </Typography>
      <Typography
        variant="caption"
        component="p"
        sx={{ color: 'text.secondary', mb: 1.5 }}
      >
        Values are {valueType}
      </Typography>
      {children}
    </Box>
  );
}

export default function SameDateFourLibraries() {
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}
    >
      <Column library="Day.js" locale="de" valueType="Dayjs objects">
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
          <DateField label="Datum" defaultValue={dayjsValue} />
          <DateCalendar defaultValue={dayjsValue} sx={{ width: 300 }} />
        </LocalizationProvider>
      </Column>
      <Column library="date-fns" locale="fr" valueType="native Date objects">
        <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr}>
          <DateField label="Date" defaultValue={dateValue} />
          <DateCalendar defaultValue={dateValue} sx={{ width: 300 }} />
        </LocalizationProvider>
      </Column>
      <Column library="Luxon" locale="es" valueType="DateTime objects">
        <LocalizationProvider dateAdapter={AdapterLuxon} adapterLocale="es">
          <DateField label="Fecha" defaultValue={luxonValue} />
          <DateCalendar defaultValue={luxonValue} sx={{ width: 300 }} />
        </LocalizationProvider>
      </Column>
      <Column library="Moment" locale="nl" valueType="Moment objects">
        <LocalizationProvider dateAdapter={AdapterMoment} adapterLocale="nl">
          <DateField label="Datum" defaultValue={momentValue} />
          <DateCalendar defaultValue={momentValue} sx={{ width: 300 }} />
        </LocalizationProvider>
      </Column>
    </Box>
  );
}
