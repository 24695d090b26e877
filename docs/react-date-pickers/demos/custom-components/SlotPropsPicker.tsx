import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function SlotPropsPicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Filled field, custom popup"
        defaultValue={dayjs('2026-03-14')}
        closeOnSelect={false}
        slotProps={{
          textField: {
            variant: 'filled',
            helperText: 'The popup has a today button and round corners',
          },
          actionBar: { actions: ['today', 'cancel', 'accept'] },
          desktopPaper: { sx: { borderRadius: 4 } },
          day: { sx: { fontWeight: 600 } },
          calendarHeader: { sx: { color: 'primary.main' } },
        }}
      />
    </LocalizationProvider>
  );
}
