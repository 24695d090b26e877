import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo identical on every day; use dayjs() in your app.
const today = dayjs('2026-03-14');

const shortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Today', getValue: () => today },
  {
    label: 'Next Monday',
    getValue: () => today.add(1, 'week').startOf('week').add(1, 'day'),
  },
  { label: 'End of month', getValue: () => today.endOf('month').startOf('day') },
  {
    label: 'Next working day',
    getValue: ({ isValid }) => {
      for (let offset = 1; offset <= 14; offset += 1) {
        const candidate = today.add(offset, 'day');
        if (candidate.day() !== 0 && candidate.day() !== 6 && isValid(candidate)) {
          return candidate;
        }
      }
      return null;
    },
  },
  { label: 'Reset', getValue: () => null },
];

export default function PayrollShortcuts() {
  const [value, setValue] = React.useState<Dayjs | null>(today);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          value={value}
          onChange={setValue}
          referenceDate={today}
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
        <Typography variant="body2">
          Payment date: {value ? value.format('dddd D MMMM YYYY') : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
