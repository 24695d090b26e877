import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';

export default function ViewHeaderFormats() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-03-04')}
        slotProps={{
          toolbar: { toolbarFormat: 'ddd D MMMM' },
          calendarHeader: { format: 'MM/YYYY' },
        }}
      />
    </LocalizationProvider>
  );
}
