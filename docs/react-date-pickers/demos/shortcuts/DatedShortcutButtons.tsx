import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import { usePickerActionsContext, useIsValidValue } from '@mui/x-date-pickers/hooks';
import type {
  PickersShortcutsItem,
  PickersShortcutsProps,
} from '@mui/x-date-pickers/PickersShortcuts';

// A fixed "today" keeps the demo identical on every day; use dayjs() in your app.
const today = dayjs('2026-03-14');

const deliveryShortcuts: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Tomorrow', getValue: () => today.add(1, 'day') },
  { label: 'Next Friday', getValue: () => today.day(5).add(1, 'week') },
  { label: 'In a month', getValue: () => today.add(1, 'month') },
];

// Each button shows the day it sets, and is disabled when that day is refused.
function DatedShortcuts(props: PickersShortcutsProps<Dayjs | null>) {
  const { items = [], changeImportance = 'accept', className } = props;
  const { setValue } = usePickerActionsContext<Dayjs | null>();
  const isValid = useIsValidValue<Dayjs | null>();

  return (
    <Stack
      className={className}
      direction={{ xs: 'row', sm: 'column' }}
      spacing={1}
      useFlexGap
      sx={{ p: 2, flexWrap: 'wrap', justifyContent: 'center' }}
    >
      {items.map(({ getValue, ...shortcut }) => {
        const value = getValue({ isValid });
        return (
          <Button
            key={shortcut.id ?? shortcut.label}
            variant="outlined"
            disabled={!isValid(value)}
            onClick={() => setValue(value, { changeImportance, shortcut })}
            sx={{ flexDirection: 'column', lineHeight: 1.3 }}
          >
            {shortcut.label}
            <Typography component="span" variant="caption">
              {value ? value.format('ddd D MMM') : 'none'}
            </Typography>
          </Button>
        );
      })}
    </Stack>
  );
}

export default function DatedShortcutButtons() {
  const [value, setValue] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ alignItems: 'center' }}>
        <StaticDatePicker
          value={value}
          onChange={setValue}
          referenceDate={today}
          minDate={today.add(1, 'day')}
          maxDate={today.add(3, 'week')}
          slots={{ shortcuts: DatedShortcuts }}
          slotProps={{
            shortcuts: { items: deliveryShortcuts },
            actionBar: { actions: [] },
            // On a phone the buttons make a row under the calendar instead of a column beside it.
            layout: {
              sx: {
                [`.${pickersLayoutClasses.shortcuts}`]: {
                  gridColumn: { xs: '1 / 4', sm: 1 },
                  gridRow: { xs: 3, sm: '2 / 3' },
                },
              },
            },
          }}
        />
        <Typography variant="body2" aria-live="polite">
          Delivery: {value ? value.format('dddd D MMMM YYYY') : 'not chosen'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
