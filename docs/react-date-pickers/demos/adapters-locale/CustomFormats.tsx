import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const value = dayjs('2026-03-04');

export default function CustomFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker
          label="Long month name"
          defaultValue={value}
          format="MMMM D, YYYY"
        />
        <DatePicker
          label="Weekday included"
          defaultValue={value}
          format="ddd DD/MM/YYYY"
        />
        <DatePicker
          label="Two-letter weekdays"
          defaultValue={value}
          dayOfWeekFormatter={(day) => day.format('dd')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
