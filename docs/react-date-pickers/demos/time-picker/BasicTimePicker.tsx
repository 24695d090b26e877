import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';

export default function BasicTimePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimePicker
          label="Alarm (12-hour)"
          defaultValue={dayjs('2026-03-14T07:30')}
          ampm
        />
        <TimePicker
          label="Alarm (24-hour)"
          defaultValue={dayjs('2026-03-14T07:30')}
          ampm={false}
        />
      </Stack>
    </LocalizationProvider>
  );
}
