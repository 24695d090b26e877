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
              // The current values are underlined: dimming the others instead would take
              // them under 4.5:1 on the blue.
              [`.${pickersLayoutClasses.toolbar} .MuiPickersToolbarText-root[data-selected]`]:
                { textDecoration: 'underline', textUnderlineOffset: 4 },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
