import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { DateField } from '@mui/x-date-pickers/DateField';
import { enUS, frFR, deDE, jaJP } from '@mui/x-date-pickers/locales';

const locales = {
  en: { label: 'English', translations: enUS },
  fr: { label: 'Français', translations: frFR },
  de: { label: 'Deutsch', translations: deDE },
  ja: { label: '日本語', translations: jaJP },
} as const;

type LocaleKey = keyof typeof locales;

export default function LocaleSwitcher() {
  const [locale, setLocale] = React.useState<LocaleKey>('fr');
  const localeText =
    locales[locale].translations.components.MuiLocalizationProvider.defaultProps
      .localeText;
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: LocaleKey | null) => next && setLocale(next)}
        aria-label="Language"
      >
        {(Object.keys(locales) as LocaleKey[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {locales[key].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={localeText}
      >
        <DateField
          defaultValue={dayjs('2026-03-14')}
          label={locales[locale].label}
          clearable
        />
        <StaticDatePicker defaultValue={dayjs('2026-03-14')} />
      </LocalizationProvider>
    </Stack>
  );
}
