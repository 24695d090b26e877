import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';

// An accounting close period: people often look back at the previous month.
const closePeriod = [dayjs('2026-03-25'), dayjs('2026-04-03')] as const;

export default function MonthPosition() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <DateRangePicker
          sx={{ width: 280 }}
          label="Value in the first month"
          defaultValue={[closePeriod[0], closePeriod[1]]}
          calendars={3}
        />
        <DateRangePicker
          sx={{ width: 280 }}
          label="Value in the last month"
          defaultValue={[closePeriod[0], closePeriod[1]]}
          calendars={3}
          currentMonthCalendarPosition={3}
        />
      </Stack>
    </LocalizationProvider>
  );
}
