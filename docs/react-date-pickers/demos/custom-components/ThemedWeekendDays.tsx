import dayjs from 'dayjs';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type {} from '@mui/x-date-pickers/themeAugmentation';

// The page's theme plus two entries for the pickers. In an app, put the same
// `components` in the options of your createTheme().
const withPickerDefaults = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiPickersDay: {
      styleOverrides: {
        root: ({ ownerState, theme }) => {
          const weekday = ownerState.day.day();
          if ((weekday !== 0 && weekday !== 6) || ownerState.isDaySelected) {
            return {};
          }
          return {
            color: 'var(--mui-palette-secondary-main)',
            fontWeight: theme.typography.fontWeightBold,
          };
        },
      },
    },
    MuiDateCalendar: {
      defaultProps: { showDaysOutsideCurrentMonth: true, fixedWeekNumber: 6 },
    },
  },
});

export default function ThemedWeekendDays() {
  return (
    <ThemeProvider theme={withPickerDefaults}>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <DatePicker label="Pick-up day" defaultValue={dayjs('2026-05-09')} />
          <DateCalendar defaultValue={dayjs('2026-05-09')} />
        </Stack>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
