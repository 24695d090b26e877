import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const value = dayjs('2026-03-04');
const regions = [
  { locale: 'en', title: 'en (United States)' },
  { locale: 'en-gb', title: 'en-gb (United Kingdom)' },
  { locale: 'de', title: 'de (Germany)' },
];

export default function RegionalFormats() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'center' }}
    >
      {regions.map(({ locale, title }) => (
        <LocalizationProvider
          key={locale}
          dateAdapter={AdapterDayjs}
          adapterLocale={locale}
        >
          <Box sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2" gutterBottom>
              {title}
            </Typography>
            <DateField label="Same date" defaultValue={value} />
            <DateCalendar defaultValue={value} sx={{ width: 300 }} />
          </Box>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
