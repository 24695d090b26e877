import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const start = dayjs('2026-03-14T09:00');

const reminders: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'In one hour', getValue: () => start.add(1, 'hour') },
  { label: 'Tomorrow 9:00', getValue: () => start.add(1, 'day') },
  { label: 'In a week', getValue: () => start.add(1, 'week') },
];

export default function PopupShortcuts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateTimePicker
        label="Remind me"
        defaultValue={start}
        slotProps={{ shortcuts: { items: reminders, changeImportance: 'set' } }}
      />
    </LocalizationProvider>
  );
}
