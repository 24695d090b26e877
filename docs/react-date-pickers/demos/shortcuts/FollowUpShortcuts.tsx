import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const visit = dayjs('2026-03-14');

export default function FollowUpShortcuts() {
  const [value, setValue] = React.useState<Dayjs | null>(visit.add(2, 'week'));
  const [source, setSource] = React.useState('none yet');

  // Rebuilt when the value changes: each shortcut is relative to the chosen day.
  const shortcuts = React.useMemo<PickersShortcutsItem<Dayjs | null>[]>(() => {
    const base = value ?? visit;
    return [
      {
        id: 'day-before',
        label: 'One day earlier',
        getValue: () => base.subtract(1, 'day'),
      },
      {
        id: 'day-after',
        label: 'One day later',
        getValue: () => base.add(1, 'day'),
      },
      {
        id: 'week-after',
        label: 'One week later',
        getValue: () => base.add(1, 'week'),
      },
      { id: 'visit', label: 'Back to the visit day', getValue: () => visit },
    ];
  }, [value]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          value={value}
          onChange={(newValue, context) => {
            setValue(newValue);
            setSource(context.shortcut ? context.shortcut.label : 'the calendar');
          }}
          minDate={visit}
          slotProps={{ shortcuts: { items: shortcuts }, actionBar: { actions: [] } }}
        />
        <Typography variant="body2">
          Follow-up: {value ? value.format('ddd D MMMM') : 'none'} (set from {source}
          )
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
