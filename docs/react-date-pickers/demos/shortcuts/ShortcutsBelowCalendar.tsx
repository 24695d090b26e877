import dayjs, { type Dayjs } from 'dayjs';
import { listItemClasses } from '@mui/material/ListItem';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const today = dayjs('2026-03-14');

const dueDates: PickersShortcutsItem<Dayjs | null>[] = [
  { label: '+7 days', getValue: () => today.add(7, 'day') },
  { label: '+14 days', getValue: () => today.add(14, 'day') },
  { label: '+30 days', getValue: () => today.add(30, 'day') },
  {
    label: 'End of next month',
    getValue: () => today.add(1, 'month').endOf('month').startOf('day'),
  },
];

export default function ShortcutsBelowCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={today.add(14, 'day')}
        slotProps={{
          toolbar: { hidden: true },
          actionBar: { actions: [] },
          shortcuts: {
            items: dueDates,
            // The list becomes a row of chips.
            sx: {
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              px: 2,
              maxWidth: 'none',
              [`& .${listItemClasses.root}`]: { width: 'auto', p: 0 },
            },
          },
          layout: {
            sx: {
              [`.${pickersLayoutClasses.shortcuts}`]: {
                gridColumn: '2 / 4',
                gridRow: 3,
              },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
