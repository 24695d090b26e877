import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// A fixed "today" keeps the demo identical on every day; use dayjs() in your app.
const today = dayjs('2026-03-14');

const ranges: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'This week',
    getValue: () => [today.startOf('week'), today.endOf('week').startOf('day')],
  },
  {
    label: 'Last 7 days',
    getValue: () => [today.subtract(6, 'day'), today],
  },
  {
    label: 'Next sprint',
    getValue: () => {
      const start = today.add(1, 'week').startOf('week').add(1, 'day');
      return [start, start.add(11, 'day')];
    },
  },
  {
    label: 'This month',
    getValue: () => [today.startOf('month'), today.endOf('month').startOf('day')],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

export default function SprintRangeShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateRangePicker
        calendars={1}
        defaultValue={[today.subtract(6, 'day'), today]}
        slotProps={{ shortcuts: { items: ranges }, actionBar: { actions: [] } }}
      />
    </LocalizationProvider>
  );
}
