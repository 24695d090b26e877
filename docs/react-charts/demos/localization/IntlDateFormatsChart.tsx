import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily passengers of a regional airport over two weeks. The dates are built in UTC,
// the axis places its ticks in UTC and they are formatted in UTC, so the server and
// every browser show the same days.
const days = Array.from(
  { length: 14 },
  (_, index) => new Date(Date.UTC(2025, 2, 3 + index)),
);
const passengers = [
  18420, 17950, 18830, 21240, 23610, 15880, 16420, 18710, 18290, 19040, 21870, 24120,
  16050, 16930,
];

const locales = {
  'en-US': 'English (US)',
  'de-DE': 'Deutsch',
  'ja-JP': '日本語',
} as const;

type Locale = keyof typeof locales;

export default function IntlDateFormatsChart() {
  const [locale, setLocale] = React.useState<Locale>('de-DE');

  const formatters = React.useMemo(
    () => ({
      tick: new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
      full: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }),
      count: new Intl.NumberFormat(locale),
      compact: new Intl.NumberFormat(locale, { notation: 'compact' }),
    }),
    [locale],
  );

  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value: Locale | null) => value && setLocale(value)}
        aria-label="Locale"
      >
        {(Object.keys(locales) as Locale[]).map((code) => (
          <ToggleButton key={code} value={code}>
            {locales[code]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            data: days,
            scaleType: 'utc',
            // The axis gets short dates; the tooltip gets the long form.
            valueFormatter: (date: Date, context) =>
              context.location === 'tick'
                ? formatters.tick.format(date)
                : formatters.full.format(date),
          },
        ]}
        yAxis={[
          {
            min: 0,
            width: 56,
            valueFormatter: (value: number) => formatters.compact.format(value),
          },
        ]}
        series={[
          {
            data: passengers,
            label: 'Passengers',
            valueFormatter: (value) =>
              value === null ? '' : formatters.count.format(value),
          },
        ]}
      />
    </Stack>
  );
}
