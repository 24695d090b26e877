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
              // The current values carry data-selected and a colour rule of their own, which a
              // selector of equal weight would only beat by coming later: outweigh it.
              [`.${pickersLayoutClasses.toolbar} *, .${pickersLayoutClasses.toolbar} [data-selected]`]:
                { color: 'inherit' },
              // The other values are dimmed, as the toolbar's own colours do.
              [`.${pickersLayoutClasses.toolbar} .MuiPickersToolbarText-root:not([data-selected])`]:
                { opacity: 0.7 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
