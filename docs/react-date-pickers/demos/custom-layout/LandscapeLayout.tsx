import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';
import { pickersLayoutClasses } from '@mui/x-date-pickers/PickersLayout';

export default function LandscapeLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        orientation="landscape"
        defaultValue={dayjs('2026-03-14T10:30')}
        slotProps={{
          layout: {
            sx: {
              [`.${pickersLayoutClasses.toolbar}`]: {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
              [`.${pickersLayoutClasses.toolbar} *`]: { color: 'inherit' },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
