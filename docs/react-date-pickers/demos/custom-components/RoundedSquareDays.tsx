import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickerDay2, pickerDay2Classes } from '@mui/x-date-pickers/PickerDay2';

export default function RoundedSquareDays() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-03-14')}
        showDaysOutsideCurrentMonth
        slots={{ day: PickerDay2 }}
        sx={{
          [`& .${pickerDay2Classes.root}`]: {
            // Size plus two margins stays 40px, the width of a weekday column.
            '--PickerDay-size': '34px',
            '--PickerDay-horizontalMargin': '3px',
            borderRadius: '8px',
          },
          [`& .${pickerDay2Classes.dayOutsideMonth}`]: { opacity: 0.5 },
        }}
      />
    </LocalizationProvider>
  );
}
