import * as React from 'react';
import { format, isValid } from 'date-fns';
import { format as formatJalali } from 'date-fns-jalali';
import { faIR } from 'date-fns-jalali/locale/fa-IR';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR as pickersFaIR } from '@mui/x-date-pickers/locales';

const persianTexts =
  pickersFaIR.components.MuiLocalizationProvider.defaultProps.localeText;
// The short Persian weekday names are numbered ("1ش" for Sunday): head the columns with the one-letter names instead.
const weekdayLetter = (day: Date) => formatJalali(day, 'EEEEE', { locale: faIR });

export default function JalaliDateFns() {
  // 21 March 2026 is Nowruz, the first day of the Jalali year 1405.
  const [value, setValue] = React.useState<Date | null>(new Date(2026, 2, 21));
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFnsJalali}
      adapterLocale={faIR}
      localeText={persianTexts}
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
              dayOfWeekFormatter={weekdayLetter}
            />
            <DatePicker label="تاریخ سفر" value={value} onChange={setValue} />
          </Stack>
        </Box>
      </RtlProvider>
      <Typography variant="body2" sx={{ mt: 1 }}>
        The same value, a plain <code>Date</code>, read in the Gregorian calendar:{' '}
        {value && isValid(value)
          ? format(value, 'EEEE d MMMM yyyy')
          : 'no valid date'}
      </Typography>
    </LocalizationProvider>
  );
}
