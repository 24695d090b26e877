import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDateTimePicker } from '@mui/x-date-pickers/StaticDateTimePicker';

export default function LandscapeLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDateTimePicker
        orientation="landscape"
        defaultValue={dayjs('2026-03-14T10:30')}
        slotProps={{
          layout: {
            className:
              '[&_.MuiPickersLayout-toolbar]:bg-(--mui-palette-primary-main) [&_.MuiPickersLayout-toolbar]:text-(--mui-palette-primary-contrastText) [&_.MuiPickersLayout-toolbar_*]:text-inherit [&_.MuiPickersLayout-toolbar_.MuiPickersToolbarText-root[data-selected]]:underline [&_.MuiPickersLayout-toolbar_.MuiPickersToolbarText-root[data-selected]]:underline-offset-4',
          },
        }}
      />
    </LocalizationProvider>
  );
}
