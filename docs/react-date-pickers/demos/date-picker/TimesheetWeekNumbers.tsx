import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// February 2026 runs from a Sunday to a Saturday: four rows on its own.
const submittedDay = dayjs('2026-02-10');

export default function TimesheetWeekNumbers() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Timesheet day"
        defaultValue={submittedDay}
        displayWeekNumber
        showDaysOutsideCurrentMonth
        fixedWeekNumber={6}
      />
    </LocalizationProvider>
  );
}
