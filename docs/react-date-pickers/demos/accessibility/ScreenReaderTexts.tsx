import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import type { DateView } from '@mui/x-date-pickers/models';

// Texts only screen readers hear, reworded for a library's book-return form.
const screenReaderTexts = {
  openDatePickerDialogue: (formattedDate: string | null) =>
    formattedDate
      ? `Change the return day, now ${formattedDate}`
      : 'Choose a return day',
  previousMonth: 'Show the previous month',
  nextMonth: 'Show the next month',
  calendarViewSwitchingButtonAriaLabel: (view: DateView) =>
    view === 'year' ? 'Back to the days' : 'Choose a year instead',
  calendarWeekNumberAriaLabelText: (weekNumber: number) =>
    `Week ${weekNumber} of the year`,
};

export default function ScreenReaderTexts() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} localeText={screenReaderTexts}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stack spacing={2} sx={{ maxWidth: 300 }}>
          <DatePicker label="Return day" defaultValue={dayjs('2026-03-28')} />
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            <Typography component="li" variant="body2">
              Open button: “
              {screenReaderTexts.openDatePickerDialogue('Mar 28, 2026')}”
            </Typography>
            <Typography component="li" variant="body2">
              Arrows: “{screenReaderTexts.previousMonth}”, “
              {screenReaderTexts.nextMonth}”
            </Typography>
            <Typography component="li" variant="body2">
              Month title: “
              {screenReaderTexts.calendarViewSwitchingButtonAriaLabel('day')}”
            </Typography>
            <Typography component="li" variant="body2">
              Week column: “{screenReaderTexts.calendarWeekNumberAriaLabelText(13)}”
            </Typography>
          </Box>
        </Stack>
        <DateCalendar defaultValue={dayjs('2026-03-28')} displayWeekNumber />
      </Stack>
    </LocalizationProvider>
  );
}
