import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const value = dayjs('2026-03-14T14:15:30');

export default function TimePickerViewsAndSteps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TimePicker
          label="Lap time"
          views={['hours', 'minutes', 'seconds']}
          defaultValue={value}
          ampm={false}
        />
        <TimePicker
          label="Slot (every 15 minutes)"
          defaultValue={value}
          timeSteps={{ minutes: 15 }}
        />
        <TimePicker
          label="With the analog clock"
          defaultValue={value}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
