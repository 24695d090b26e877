import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { frFR, deDE, jaJP } from '@mui/x-date-pickers/locales';

// The opening day of a travelling exhibition, shown in three of its host cities.
const openingDay = dayjs('2026-03-14');

const columns = [
  { city: 'Lyon', adapterLocale: 'fr', translations: frFR },
  { city: 'Köln', adapterLocale: 'de', translations: deDE },
  { city: '大阪', adapterLocale: 'ja', translations: jaJP },
];

export default function ThreeLocalesSideBySide() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'flex-start' }}
    >
      {columns.map(({ city, adapterLocale, translations }) => (
        <LocalizationProvider
          key={adapterLocale}
          dateAdapter={AdapterDayjs}
          adapterLocale={adapterLocale}
          localeText={
            translations.components.MuiLocalizationProvider.defaultProps.localeText
          }
        >
          <Box lang={adapterLocale} sx={{ width: 320, textAlign: 'center' }}>
            <Typography variant="subtitle2" gutterBottom>
              {city} · {adapterLocale}
            </Typography>
            <DateField label={city} sx={{ width: '100%' }} />
            <StaticDatePicker
              defaultValue={openingDay}
              slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
            />
          </Box>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
