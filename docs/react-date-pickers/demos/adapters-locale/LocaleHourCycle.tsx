import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';

// Last orders at a pub, shown for three locales.
const lastOrders = dayjs('2026-03-14T22:45');
const locales = ['en', 'en-gb', 'de'];

export default function LocaleHourCycle() {
  return (
    <Stack spacing={2}>
      {locales.map((locale) => (
        <LocalizationProvider
          key={locale}
          dateAdapter={AdapterDayjs}
          adapterLocale={locale}
        >
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="subtitle2" sx={{ width: 60 }}>
              {locale}
            </Typography>
            <TimeField label="Last orders" defaultValue={lastOrders} />
            <DateTimeField label="Last orders" defaultValue={lastOrders} />
            <TimeField label="ampm forced on" defaultValue={lastOrders} ampm />
          </Stack>
        </LocalizationProvider>
      ))}
    </Stack>
  );
}
