import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function AccessibleBirthDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Date of birth"
        name="birthDate"
        openTo="year"
        referenceDate={dayjs('1990-01-01')}
        maxDate={dayjs('2026-03-14')}
        localeText={{ toolbarTitle: 'Choose your date of birth' }}
        slotProps={{
          textField: {
            helperText: 'Month, day and year, for example 06/21/1990',
            required: true,
          },
        }}
      />
    </LocalizationProvider>
  );
}
