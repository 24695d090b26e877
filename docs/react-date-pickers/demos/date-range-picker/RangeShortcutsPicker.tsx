import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo stable; use dayjs() in your app.
const today = dayjs('2026-03-14');

const ranges: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week').startOf('day')],
  },
  { label: 'Last 7 days', getValue: () => [today.subtract(6, 'day'), today] },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month').startOf('day')],
  },
  {
    label: 'Next month',
    getValue: () => [
      today.add(1, 'month').startOf('month'),
      today.add(1, 'month').endOf('month').startOf('day'),
    ],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function RangeShortcutsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        defaultValue={[today.subtract(6, 'day'), today]}
        calendars={2}
        slotProps={{ shortcuts: { items: ranges }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
