import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const reference = dayjs('2026-03-14');

export default function DatePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DatePicker label="Year only" views={['year']} defaultValue={reference} />
        <DatePicker
          label="Month and year"
          views={['month', 'year']}
          openTo="month"
          defaultValue={reference}
        />
        <DatePicker
          label="Birthday"
          views={['year', 'month', 'day']}
          openTo="year"
          referenceDate={dayjs('1990-06-01')}
        />
      </Stack>
    </LocalizationProvider>
  );
}
