import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { renderTimeViewClock } from '@mui/x-date-pickers/timeViewRenderers';

const value = dayjs('2026-03-14T09:00');

export default function DateTimePickerOptions() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateTimePicker
          label="Hour slots only"
          defaultValue={value}
          views={['year', 'month', 'day', 'hours']}
          format="DD/MM/YYYY HH:00"
          ampm={false}
        />
        <DateTimePicker
          label="Office hours"
          defaultValue={value}
          minDateTime={dayjs('2026-03-14T08:00')}
          maxDateTime={dayjs('2026-03-20T18:00')}
          timeSteps={{ minutes: 15 }}
        />
        <DateTimePicker
          label="Analog clock"
          defaultValue={value}
          viewRenderers={{
            hours: renderTimeViewClock,
            minutes: renderTimeViewClock,
            seconds: renderTimeViewClock,
          }}
        />
      </Stack>
    </LocalizationProvider>
  );
}
