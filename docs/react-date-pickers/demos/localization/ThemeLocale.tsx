import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { deDE } from '@mui/x-date-pickers/locales';
import type {} from '@mui/x-date-pickers/themeAugmentation';

// A nested theme: the page's theme (dark mode included) plus the German translations,
// which become the default `localeText` of the LocalizationProvider inside it.
// In an app: createTheme(options, deDE).
const withGerman = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: { ...outerTheme.components, ...deDE.components },
});

// Opening and closing of a Christmas market.
export default function ThemeLocale() {
  return (
    <ThemeProvider theme={withGerman}>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="de">
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <DatePicker label="Eröffnung" defaultValue={dayjs('2026-11-26')} />
          <TimePicker label="Öffnet um" defaultValue={dayjs('2026-11-26T11:00')} />
          <DatePicker
            label="Leeres Feld"
            slotProps={{ actionBar: { actions: ['today', 'cancel', 'accept'] } }}
          />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
