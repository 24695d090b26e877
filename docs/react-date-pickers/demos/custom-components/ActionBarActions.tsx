import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { MobileDateTimePicker } from '@mui/x-date-pickers/MobileDateTimePicker';

const shiftStart = dayjs('2026-03-14T07:00');

export default function ActionBarActions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Clear or today"
          defaultValue={shiftStart}
          slotProps={{ actionBar: { actions: ['clear', 'today'] } }}
        />
        <DatePicker
          label="Confirm the day"
          defaultValue={shiftStart}
          closeOnSelect={false}
          slotProps={{ actionBar: { actions: ['cancel', 'accept'] } }}
        />
        {/* The mobile date-time picker shows its date views, then its time views: two steps. */}
        <MobileDateTimePicker
          label="Step by step"
          defaultValue={shiftStart}
          slotProps={{ actionBar: { actions: ['clear', 'nextOrAccept'] } }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
