import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/he';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import RtlProvider from '@mui/system/RtlProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { heIL } from '@mui/x-date-pickers/locales';

const hebrewLocaleText =
  heIL.components.MuiLocalizationProvider.defaultProps.localeText;

export default function RightToLeftPickers() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <Box>
      {/* RtlProvider tells the pickers the direction (a theme with `direction: 'rtl'` does the same);
          dir="rtl" mirrors the layout of the element and its children. */}
      <RtlProvider value>
        <Box dir="rtl">
          <LocalizationProvider
            dateAdapter={AdapterDayjs}
            adapterLocale="he"
            localeText={hebrewLocaleText}
          >
            <DateField label="תאריך" value={value} onChange={setValue} />
            <DateCalendar value={value} onChange={setValue} />
          </LocalizationProvider>
        </Box>
      </RtlProvider>
      <Typography variant="body2">
        Value: {value ? value.format('YYYY-MM-DD') : 'none'}
      </Typography>
    </Box>
  );
}
