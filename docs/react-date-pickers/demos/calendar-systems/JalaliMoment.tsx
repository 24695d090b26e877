import * as React from 'react';
import 'moment/locale/fa';
import moment, { type Moment } from 'moment-jalaali';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';
import { AdapterMomentJalaali } from '@mui/x-date-pickers/AdapterMomentJalaali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { faIR as pickersFaIR } from '@mui/x-date-pickers/locales';

// Adds the Jalali month names to Moment's Persian locale (which starts its weeks on Saturday).
moment.loadPersian({ dialect: 'persian-modern' });
// Loading a Moment locale also makes it Moment's global locale: restore English for the rest of the app.
moment.locale('en');

const persianTexts =
  pickersFaIR.components.MuiLocalizationProvider.defaultProps.localeText;
// Moment's `Do` token is the Gregorian day of the month: spell the long date with Jalali tokens only.
const jalaliFormats = { fullDate: 'jD jMMMM jYYYY' };

export default function JalaliMoment() {
  const [value, setValue] = React.useState<Moment | null>(moment('2026-03-21'));
  return (
    <LocalizationProvider
      dateAdapter={AdapterMomentJalaali}
      dateFormats={jalaliFormats}
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
            <DateCalendar value={value} onChange={setValue} />
            <DatePicker label="تاریخ سفر" value={value} onChange={setValue} />
          </Stack>
        </Box>
      </RtlProvider>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Jalali: {value?.isValid() ? value.format('jYYYY/jMM/jDD') : 'no valid date'}{' '}
        — Gregorian:{' '}
        {value?.isValid()
          ? value.clone().locale('en').format('YYYY-MM-DD')
          : 'no valid date'}
      </Typography>
    </LocalizationProvider>
  );
}
